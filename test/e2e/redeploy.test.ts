// A page loaded before a deploy (issue 21, point 1): its dist/shop-cart.js names lazy chunks the new
// deploy no longer has. The test server swaps dist/ for a real second build with other hashes
// (scripts/build-redeploy.mjs → dist-redeploy/) under the live page; each lazy part's opener then finds
// its chunk gone (404) and the page says it was updated, with a button that reloads. A chunk whose request
// fails while it exists (503) is a network failure: the connection message, and a retry works.
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { armFault, resetCart, startupDataFor, type ResetOptions } from '../helpers/reference-api.js';
import { textOf } from '../helpers/text.js';
import { STAND_IN_PAYMENTS } from '../helpers/express-page.js';
import { showsWholeCart } from '../helpers/whole-cart.js';

const UPDATED =
  'Diese Seite wurde inzwischen aktualisiert. Bitte lade sie neu, um weiterzumachen – dein Warenkorb bleibt erhalten.';
const deploy = (build: string | null) => executeServerCommand('deploy', { build });
const blockChunks = (pattern: string | null) => executeServerCommand('block-chunks', { pattern });

interface Envelope {
  path: string;
  body: string;
}
const envelopes = async () => (await (await fetch('/sentry/envelopes')).json()) as Envelope[];

type Root = ShadowRoot;
const button = (root: Root, selector: string) => {
  const found = root.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`no ${selector} on the page`);
  return found;
};

/** Changes the first dropdown quantity (the server answers as armed). */
function changeQuantity(root: Root) {
  const select = root.querySelector<HTMLSelectElement>('[part="item"] select')!;
  select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
  select.value = String(Number(select.value) + 1);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

interface Opener {
  name: string;
  reset?: ResetOptions;
  newDesign?: boolean;
  props?: Record<string, unknown>;
  errorReporting?: boolean;
  /** The page never idles until the test releases it (the express area loads at idle). */
  holdIdle?: boolean;
  act(root: Root, frame: Window & { releaseIdle?: () => void }): Promise<void> | void;
}

/** Each lazy part's opener, as a shopper (or the page's idle time) opens it. */
const OPENERS: Opener[] = [
  { name: "'Leistungen' (services modal)", act: (root) => button(root, '[data-action="services"]').click() },
  {
    name: "'Auf den Merkzettel' (wishlist flow, a change-pipeline chunk)",
    act: (root) => button(root, '[data-action="move-to-wishlist"]').click(),
  },
  {
    name: 'the motif choice (packaging variants modal)',
    act: (root) => button(root, '[data-action="choose-motif"]').click(),
  },
  {
    name: 'the friends discount badge (its modal)',
    act: (root) => button(root, '[data-friends-badge]').click(),
  },
  {
    name: "'Rabattcode oder Gutscheincode' in the old design (legacy modal)",
    newDesign: false,
    act: (root) =>
      [...root.querySelectorAll<HTMLButtonElement>('[data-section="discount"] button')]
        .find((candidate) => textOf(candidate).startsWith('Rabattcode oder Gutscheincode'))!
        .click(),
  },
  {
    name: 'the next step (reservation flow, a change-pipeline chunk)',
    act: (root) => button(root, '[part="next-step"]').click(),
  },
  {
    name: 'a change refused with a code (its message rules and the extended catalogue)',
    act: async (root) => {
      await armFault('/api/cart/set-item-quantity', 'error', { code: 706 });
      changeQuantity(root);
    },
  },
  {
    name: 'the express payments (loaded once the page is idle)',
    props: { payments: STAND_IN_PAYMENTS },
    holdIdle: true,
    act: (root, frame) => {
      root.querySelector('[data-express-checkout]')?.scrollIntoView({ block: 'center' });
      frame.releaseIdle?.();
    },
  },
  {
    name: 'error reporting (its client, loaded on the first report)',
    errorReporting: true,
    act: async (root) => {
      await armFault('/api/cart/set-item-quantity', '500');
      changeQuantity(root);
    },
  },
];

describe('a redeploy under an open page (production bundle, a second build swapped in)', () => {
  let frame: HTMLIFrameElement | undefined;
  const win = () => frame?.contentWindow as (Window & { releaseIdle?: () => void }) | null | undefined;
  const root = () => frame?.contentDocument?.querySelector('shop-cart')?.shadowRoot;
  const notice = () => root()?.querySelector('[data-notice="page-updated"]');

  async function openPage(
    opener: Pick<Opener, 'reset' | 'newDesign' | 'props' | 'errorReporting' | 'holdIdle'>,
  ) {
    await resetCart(opener.reset ?? {});
    await fetch('/sentry/envelopes', { method: 'DELETE' });
    const data: Record<string, unknown> = await startupDataFor({
      includeCart: true,
      newDesign: opener.newDesign ?? true,
      itemLayout: 'current',
    });
    data.props = { ...(data.props as object), ...opener.props };
    if (opener.errorReporting) {
      data.errorReporting = {
        enabled: true,
        dsn: `http://key@${location.host}/sentry/21`,
        environment: 'test',
        release: 't',
      };
    }
    frame = document.createElement('iframe');
    frame.title = 'Warenkorb';
    frame.style.height = '2000px';
    const fresh = `redeploy-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const query = new URLSearchParams({ bundle: 'dist', fresh, data: JSON.stringify(data) });
    if (opener.holdIdle) query.set('holdIdle', '1');
    frame.src = `/test/helpers/cart-page.html?${query.toString()}`;
    document.body.append(frame);
    await waitUntil(() => showsWholeCart(root()), 'cart rendered', { timeout: 10000 });
  }

  afterEach(async () => {
    await deploy(null);
    await blockChunks(null);
    frame?.remove();
  });

  for (const opener of OPENERS) {
    it(`${opener.name}: says the page was updated, with a button that reloads`, async () => {
      await openPage(opener);
      await deploy('dist-redeploy');
      await opener.act(root()!, win()!);
      await waitUntil(notice, 'the page-updated notice', { timeout: 8000 });
      expect(textOf(notice())).to.equal(UPDATED);
      // No message about input or the connection beside it: no retry can help.
      expect(textOf(root()?.querySelector('[part="snackbar"]'))).not.to.contain('Bei der Eingabe');
      expect(textOf(root()?.querySelector('[part="snackbar"]'))).not.to.contain('Verbindung');
      const reload = root()!.querySelector<HTMLButtonElement>('[data-action="reload-page"]');
      expect(textOf(reload)).to.equal('Seite neu laden');
    });
  }

  it('reloads into the new deploy, where the same opener works', async () => {
    await openPage({});
    await deploy('dist-redeploy');
    button(root()!, '[data-action="services"]').click();
    await waitUntil(notice, 'the page-updated notice', { timeout: 8000 });
    const reloaded = new Promise((resolve) => frame!.addEventListener('load', resolve, { once: true }));
    button(root()!, '[data-action="reload-page"]').click();
    await reloaded;
    await waitUntil(() => showsWholeCart(root()), 'the cart of the new deploy', {
      timeout: 10000,
    });
    const scripts = win()!
      .performance.getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js'));
    expect(scripts.some((name) => name.includes('/dist/shop-cart.js'))).to.equal(true);
    button(root()!, '[data-action="services"]').click();
    await waitUntil(() => root()?.querySelector('dialog[open]'), 'the services dialog opens', {
      timeout: 8000,
    });
    expect(notice()).to.equal(null);
  });

  it('reports the outdated page once to the error client, however many openers fail', async () => {
    await openPage({ errorReporting: true });
    // A first report before the deploy loads the reporting client (its chunk is gone afterwards too).
    await armFault('/api/cart/set-item-quantity', '500');
    changeQuantity(root()!);
    await waitUntil(async () => (await envelopes()).length > 0, 'the first report', { timeout: 8000 });
    await deploy('dist-redeploy');
    button(root()!, '[data-action="services"]').click();
    await waitUntil(notice, 'the page-updated notice', { timeout: 8000 });
    button(root()!, '[data-action="move-to-wishlist"]').click();
    button(root()!, '[data-action="choose-motif"]').click();
    const outdatedReports = async () =>
      (await envelopes()).filter((envelope) => envelope.body.includes('gone after a deploy'));
    await waitUntil(async () => (await outdatedReports()).length > 0, 'the report', { timeout: 8000 });
    // The other openers found their chunks gone as well by now: their clicks are handled.
    await waitUntil(() => !root()?.querySelector('dialog[open]'), 'no dialog');
    await new Promise((resolve) => win()!.requestAnimationFrame(resolve));
    expect(await outdatedReports()).to.have.length(1);
  });

  it('tells a chunk whose request fails (503) from one that is gone: the connection message', async () => {
    await openPage({});
    await blockChunks('move-to-wishlist');
    button(root()!, '[data-action="move-to-wishlist"]').click();
    const snackbar = () => textOf(root()?.querySelector('[part="snackbar"]'));
    await waitUntil(() => snackbar().includes('Keine Verbindung zum Server'), 'the connection message', {
      timeout: 8000,
    });
    expect(notice()).to.equal(null);
    expect(root()!.querySelector('[data-action="move-to-wishlist"]'), 'the item stays').not.to.equal(null);
  });
});
