// Clicks before hydration (docs/early-clicks.md): on a server-rendered page whose shop-cart.js is held back
// (test/plugins/ssr-page.mjs, js=after-paint-held: dist/shop-cart-after-paint.js runs, shop-cart.js waits
// for the test), what the shopper does on the painted cart shows as busy and is carried out once, in order,
// after hydration; a click that no longer applies is dropped; the next step stays a link.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '../../../src/domain/index.js';
import { textOf } from '../../helpers/cart-fixture.js';
import { recordedPosts, resetCart } from '../../helpers/reference-api.js';
import { openSsrFrame, removeSsrFrames, type SsrFrame } from '../../helpers/ssr-frame.js';

const REMOVE = '/api/cart/remove-item';
const QUANTITY = '/api/cart/set-item-quantity';

async function startupData() {
  return (await (await fetch('/api/test/startup-data?includeCart=true')).json()) as {
    props: { cart: Cart };
  };
}

/** The page, its scripts' capture in place (shop-cart-after-paint.js ran), shop-cart.js held back. */
async function heldPage(data: unknown, csp = 'off'): Promise<SsrFrame> {
  const page = await openSsrFrame(data, `js=after-paint-held&csp=${csp}`);
  await waitUntil(() => Symbol.for('shop-cart.early-clicks') in page.win().document, 'the capture', {
    timeout: 5000,
  });
  return page;
}

const tileOf = (page: SsrFrame, itemId: string) =>
  page.root().querySelector(`[part="item"][data-item-id="${itemId}"]`);
const removeButton = (page: SsrFrame, itemId: string) =>
  tileOf(page, itemId)?.querySelector<HTMLButtonElement>('[data-action="remove"]') ?? null;
const quantitySelect = (page: SsrFrame, itemId: string) =>
  tileOf(page, itemId)?.querySelector<HTMLSelectElement>('select') ?? null;
const discountOpener = (page: SsrFrame) =>
  [...page.root().querySelectorAll<HTMLButtonElement>('[data-section="discount"] button')].find((button) =>
    textOf(button).startsWith('Rabattcode'),
  )!;
const servicesButton = (page: SsrFrame, itemId: string) =>
  tileOf(page, itemId)?.querySelector<HTMLButtonElement>('[data-action="services"]') ?? null;

/** Changes `select` as a shopper does: its value, then the change event (which stays in the shadow root). */
function choose(page: SsrFrame, select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new (page.win().Event)('change', { bubbles: true }));
}

/** The items with a quantity select, and one more to remove. */
function pick(page: SsrFrame, cart: Cart) {
  const ids = [...new Set(cart.items.map((item) => item.id))];
  const withSelect = ids.find((id) => quantitySelect(page, id));
  const toRemove = ids.find((id) => id !== withSelect && removeButton(page, id) && servicesButton(page, id));
  if (!withSelect || !toRemove) throw new Error('the seed has no item with a select and another to remove');
  return { withSelect, toRemove };
}

/** The paths of `paths` in the order the page started their requests (its resource timings). */
/**
 * The server-rendered cart with shop-cart.js held back, after a click on one item's remove button and a
 * quantity of 3 chosen on another's.
 */
async function removeAndChooseWhileHeld() {
  const data = await startupData();
  const page = await heldPage(data);
  const { withSelect, toRemove } = pick(page, data.props.cart);
  removeButton(page, toRemove)!.click();
  choose(page, quantitySelect(page, withSelect)!, '3');
  return { data, page, withSelect, toRemove };
}

/**
 * Records the paths of the page's calls in the order it sends them (set before hydration: the element's
 * code looks `fetch` up on each call). Resource timing cannot order two calls of one task: Firefox rounds
 * their start times to the same millisecond, and its entries come in the order of the answers.
 */
function recordSends(page: SsrFrame): string[] {
  const sent: string[] = [];
  const win = page.win() as Window & typeof globalThis;
  const original = win.fetch.bind(win);
  win.fetch = (input, init) => {
    const url = input instanceof win.Request ? input.url : String(input);
    sent.push(new URL(url, win.location.href).pathname);
    return original(input, init);
  };
  return sent;
}

const busy = (element: Element | null) =>
  element?.getAttribute('aria-busy') === 'true' && element.hasAttribute('data-shop-cart-pending');

describe('clicks before hydration (shop-cart-after-paint.js, shop-cart.js held back)', () => {
  beforeEach(() => resetCart({ seed: 'default' }));
  afterEach(() => removeSsrFrames());

  it('shows each as busy while held, then carries each out once, in order, after hydration', async () => {
    const { page, withSelect, toRemove } = await removeAndChooseWhileHeld();
    discountOpener(page).click();
    servicesButton(page, withSelect)!.click();

    expect(busy(removeButton(page, toRemove)), 'remove busy').to.equal(true);
    expect(busy(quantitySelect(page, withSelect)), 'select busy').to.equal(true);
    expect(busy(discountOpener(page)), 'discount opener busy').to.equal(true);
    expect(busy(servicesButton(page, withSelect)), 'services busy').to.equal(true);
    // The static styles show it (the dashed outline of [data-shop-cart-pending]).
    expect(page.win().getComputedStyle(discountOpener(page)).cursor).to.equal('progress');
    expect(await recordedPosts(), 'nothing sent before hydration').to.deep.equal([]);

    const sent = recordSends(page);
    await page.hydrate();

    await waitUntil(() => !tileOf(page, toRemove), 'the removed item leaves', { timeout: 8000 });
    await waitUntil(
      async () => (await recordedPosts()).filter((post) => post.path === QUANTITY).length > 0,
      'the quantity change is sent',
      { timeout: 8000 },
    );
    const posts = (await recordedPosts()).filter((post) => [REMOVE, QUANTITY].includes(post.path));
    expect(posts.map((post) => post.path).sort(), 'each once').to.deep.equal([REMOVE, QUANTITY]);
    // Two changes run side by side, so the server may take them in either order; the page sent them in
    // the order of the shopper's clicks.
    const changes = sent.filter((path) => [REMOVE, QUANTITY].includes(path));
    expect(changes, 'sent in order').to.deep.equal([REMOVE, QUANTITY]);
    expect(JSON.stringify(posts.find((post) => post.path === REMOVE)?.body)).to.contain(toRemove);
    expect(posts.find((post) => post.path === QUANTITY)?.body).to.deep.include({
      cartItemId: withSelect,
      quantity: 3,
    });
    await waitUntil(() => quantitySelect(page, withSelect)?.value === '3', 'the quantity shows 3', {
      timeout: 8000,
    });
    // The discount field opened, and the services modal last.
    expect(page.root().querySelector('[data-section="discount"] input'), 'discount field').to.exist;
    await waitUntil(() => page.root().querySelector('dialog[open]'), 'the services modal', { timeout: 8000 });
    for (const element of page.root().querySelectorAll('[data-shop-cart-pending], button[aria-busy]'))
      expect.fail(`still busy: ${element.outerHTML.slice(0, 80)}`);
    expect(page.errors, 'no error').to.deep.equal([]);
  });

  // React's mismatch report (#418) renders the cart anew beside the server's markup, which the renderer
  // then removes (render/server-markup-replaced.ts): the quantity change is found again by its address.
  it('drops a click on an item the hydrated cart no longer has, without an error', async () => {
    const { data, page, withSelect, toRemove } = await removeAndChooseWhileHeld();
    // The cart the browser starts with has lost the item meanwhile: React renders it anew.
    const json = page.win().document.querySelector('shop-cart > script[type="application/json"]')!;
    const changed = structuredClone(data);
    changed.props.cart.items = changed.props.cart.items.filter((item) => item.id !== toRemove);
    json.textContent = JSON.stringify(changed);

    await page.hydrate();
    await waitUntil(
      async () => (await recordedPosts()).some((post) => post.path === QUANTITY),
      'the change that still applies is sent',
      { timeout: 8000 },
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}; page errors: ${page.errors.join(' | ')}`);
    });
    // The cart rendered anew shows once: the server's markup is gone.
    const carts = [...page.root().children]
      .filter((child) => !['style', 'link'].includes(child.localName))
      .map((child) => `<${child.localName} ${child.getAttribute('class') ?? ''}>`);
    expect(carts, 'one cart in the shadow root').to.have.length(1);
    const posts = await recordedPosts();
    expect(
      posts.filter((post) => post.path === REMOVE),
      'no remove',
    ).to.deep.equal([]);
    expect(posts.find((post) => post.path === QUANTITY)?.body).to.deep.include({
      cartItemId: withSelect,
      quantity: 3,
    });
    // React's own report of the mismatch is the only one.
    expect(page.errors.filter((error) => !/#418|#419|#423|#425|hydrat/i.test(error))).to.deep.equal([]);
  });

  it('lets the next step navigate as a link before hydration', async () => {
    const page = await heldPage(await startupData());
    const next = page.root().querySelector<HTMLAnchorElement>('a[part="next-step"]')!;
    expect(next, 'the next step is a link').to.exist;
    expect(busy(next)).to.equal(false);
    next.click();
    await waitUntil(
      () => page.path() !== undefined && !page.path()!.startsWith('/test-pages/ssr/'),
      'navigated',
      {
        timeout: 5000,
      },
    );
  });

  it('captures under the strict policy with no nonce, with no violation', async () => {
    const data = await startupData();
    const page = await heldPage(data, 'no-nonce&styles=link');
    const { toRemove } = pick(page, data.props.cart);
    removeButton(page, toRemove)!.click();
    expect(busy(removeButton(page, toRemove))).to.equal(true);
    await page.hydrate();
    await waitUntil(() => !tileOf(page, toRemove), 'the removed item leaves', { timeout: 8000 });
    expect((await recordedPosts()).filter((post) => post.path === REMOVE)).to.have.length(1);
    expect(page.win().cspViolations).to.deep.equal([]);
  });
});
