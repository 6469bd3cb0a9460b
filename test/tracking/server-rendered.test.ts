// Tracking of a cart that the server rendered and the browser hydrated (and, beside it, of the same cart
// rendered afresh): view_cart once per page view without a React commit of its own, the changes of a
// hydrated cart under the strict CSP, and begin_checkout once when the shopper proceeds through the
// next-step link. Pages of test/plugins/ssr-page.mjs in frames.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart, CartItem } from '../../src/domain/index.js';
import {
  dataLayer,
  ecommerceEvent,
  eventNames,
  expectedItem,
  viewCartEntries,
  viewPromotionEntries,
  waitForEntries,
  type Entry,
} from '../helpers/data-layer.js';
import { armErrorCode, recordedPosts, resetCart } from '../helpers/reference-api.js';
import {
  countCommits,
  openSsrFrame,
  pageIdle,
  removeSsrFrames,
  type SsrFrame,
} from '../helpers/ssr-frame.js';

interface StartupData {
  props: { cart?: Cart; nextStepUrl?: string; tenantConfig: { brandDisplayName: string } };
}

/** The skydive of the default seed offers the friends discount: its badge shows. */
const SKYDIVE = '10077';
const BOX = '30005';
const RESERVE = '/api/reserve-appointments';
const PROCEEDED = '/api/event/checkout-proceeded-to-p2';

const itemOf = (cart: Cart, productId: string): CartItem => {
  const found = cart.items.find((item) => item.product.productId === productId);
  if (!found) throw new Error(`no product ${productId} in the seed`);
  return found;
};

/** The start-up data of the default seed's cart, as the shop's page carries it. */
async function startupData(nextStepUrl?: string) {
  const data = (await (await fetch('/api/test/startup-data?includeCart=true')).json()) as StartupData;
  if (nextStepUrl) data.props.nextStepUrl = nextStepUrl;
  const cart = data.props.cart!;
  return { data, cart, brand: data.props.tenantConfig.brandDisplayName };
}

/** What the default seed's first cart pushes: view_cart, then the skydive's friends badge. */
const afterLoad = (cart: Cart, brand: string) => [
  ...viewCartEntries(cart, brand),
  ...viewPromotionEntries(itemOf(cart, SKYDIVE), brand),
];

/** Lets the script run and waits until the hydrated (or rendered) cart has pushed its first entries. */
async function hydrated(page: SsrFrame) {
  await page.runScripts();
  await waitForEntries(4, page.win(), 'view_cart and view_promotion');
}

const link = (page: SsrFrame, part: string) =>
  page.root().querySelector<HTMLAnchorElement>(`[part="${part}"]`)!;

const postsTo = async (path: string) => (await recordedPosts()).filter((post) => post.path === path);

const beginCheckouts = (layer: readonly Entry[]) =>
  layer.filter((entry) => entry.event === 'begin_checkout').length;

describe('tracking of a server-rendered cart', () => {
  beforeEach(() => resetCart({ seed: 'default' }));
  afterEach(() => removeSsrFrames());

  for (const render of ['server', 'browser'] as const) {
    it(`view_cart once per page view, with no commit of its own (${render}-rendered)`, async () => {
      const { data, cart, brand } = await startupData();
      const page = await openSsrFrame(data, `js=on&render=${render}`);
      const commits = countCommits(page.win());
      await hydrated(page);
      // Whatever the tracking does after its chunk loaded has run by now.
      await pageIdle(page.win());
      // Hydration commits once; a fresh render commits the tiles, then the summary after the first paint
      // (src/cart/first-paint/use-shown-after-first-paint.ts).
      expect(commits()).to.equal(render === 'server' ? 1 : 2);
      expect(dataLayer(page.win())).to.deep.equal(afterLoad(cart, brand));
    });
  }

  it('a hydrated cart under the strict CSP: its own change is tracked, with no violation', async () => {
    const { data, cart, brand } = await startupData();
    const page = await openSsrFrame(data, 'js=on&csp=on&render=server');
    await hydrated(page);
    const box = itemOf(cart, BOX);
    const select = page.root().querySelector<HTMLSelectElement>(`[data-item-id="${box.id}"] select`)!;
    select.value = '2';
    select.dispatchEvent(new (page.win().Event)('change', { bubbles: true }));
    await waitForEntries(6, page.win(), 'add_to_cart');
    expect(dataLayer(page.win())).to.deep.equal([
      ...afterLoad(cart, brand),
      ...ecommerceEvent('add_to_cart', {
        currency: 'EUR',
        value: 59.9,
        items: [expectedItem(box, { quantity: 1 }, brand)],
      }),
    ]);
    expect(page.win().cspViolations).to.deep.equal([]);
  });

  it('begin_checkout once when the shopper proceeds, though the links are clicked again before the page leaves', async () => {
    // The next step answers only when the test lets it: the page stays while it is on its way there.
    const held = `n${Math.random().toString(36).slice(2)}`;
    const nextStepUrl = `/test-pages/ssr-gate/${held}.js`;
    const { data, cart, brand } = await startupData(nextStepUrl);
    const page = await openSsrFrame(data, 'js=on&render=server');
    await hydrated(page);
    // Kept before the page goes: the entries pushed just before navigating land here too.
    const layer = (page.win() as unknown as { dataLayer: Entry[] }).dataLayer;

    link(page, 'next-step').click();
    await waitUntil(() => beginCheckouts(layer) === 1, 'begin_checkout', { timeout: 5000 });
    // On the way: a click on either link follows it as it is (no second reservation or event).
    for (const part of ['next-step', 'sticky-next-step']) {
      const again = new (page.win().MouseEvent)('click', { bubbles: true, cancelable: true, composed: true });
      link(page, part).dispatchEvent(again);
      expect(again.defaultPrevented, part).to.equal(false);
    }
    // Each of those navigations asks for the held page; one may reach the server after the gate opened
    // for the others (and closed again), so the gate is opened until the frame shows the next step.
    await waitUntil(
      async () => {
        await fetch(`/test-pages/ssr-gate/${held}`, { method: 'POST' });
        return page.path() === nextStepUrl;
      },
      'the next step opens',
      { timeout: 5000 },
    );

    expect(layer.slice(4).map((entry) => ({ ...entry }))).to.deep.equal(
      ecommerceEvent('begin_checkout', {
        currency: 'EUR',
        value: 632.6,
        items: cart.items.map((item) => expectedItem(item, {}, brand)),
      }),
    );
    expect(await postsTo(RESERVE)).to.have.length(1);
    expect(await postsTo(PROCEEDED)).to.have.length(1);
  });

  it('no begin_checkout while the reservation fails; one when the shopper proceeds after', async () => {
    const { data } = await startupData();
    const page = await openSsrFrame(data, 'js=on&render=server');
    await hydrated(page);
    const layer = (page.win() as unknown as { dataLayer: Entry[] }).dataLayer;
    await armErrorCode(RESERVE, 500);

    link(page, 'next-step').click();
    await waitUntil(() => page.root().querySelector('[role="alert"]')?.textContent, 'the failure shows', {
      timeout: 5000,
    });
    await waitUntil(() => link(page, 'next-step').getAttribute('aria-disabled') === null, 'enabled again');
    expect(eventNames(page.win()).slice(4)).to.deep.equal([]);
    expect(await postsTo(PROCEEDED)).to.have.length(0);

    link(page, 'sticky-next-step').click();
    await waitUntil(() => page.path() === '/checkout', 'the next step opens', { timeout: 5000 });
    expect(layer.slice(4).map((entry) => entry.event ?? null)).to.deep.equal([null, 'begin_checkout']);
    expect(await postsTo(RESERVE)).to.have.length(2);
    expect(await postsTo(PROCEEDED)).to.have.length(1);
  });
});
