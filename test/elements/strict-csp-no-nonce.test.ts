// <shop-cart> on a host page whose policy has no nonce at all (`style-src 'self'`, Trusted Types required):
// fresh and server-rendered (a <link> to the static rules' file) carts look exactly as on a page without a
// policy, modals and the snackbar too, with no violation; every cart of a page shares one static sheet.
// test/plugins/csp-page.mjs and ssr-page.mjs serve the pages with the header.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '../../src/domain/index.js';
import { resetCart } from '../helpers/reference-api.js';

type CspWindow = Window & typeof globalThis & { cspViolations?: string[] };

const frames: HTMLIFrameElement[] = [];

interface Page {
  win: () => CspWindow;
  carts: () => ShadowRoot[];
}

async function open(src: string, carts = 1): Promise<Page> {
  const frame = document.createElement('iframe');
  frame.style.width = '1280px';
  frame.style.height = '900px';
  frame.src = src;
  document.body.append(frame);
  frames.push(frame);
  const win = () => frame.contentWindow as CspWindow;
  const roots = () =>
    [...(frame.contentDocument?.querySelectorAll('shop-cart') ?? [])].flatMap((element) =>
      element.shadowRoot ? [element.shadowRoot] : [],
    );
  await waitUntil(
    () =>
      frame.contentDocument?.readyState !== 'loading' &&
      roots().length === carts &&
      roots().every(
        (root) => root.querySelector('[part="item"]') && root.querySelector('[part="next-step"]'),
      ),
    'the carts render',
    { timeout: 8000 },
  );
  return { win, carts: roots };
}

/** A fresh cart (client-rendered) of test/plugins/csp-page.mjs. */
const freshPage = (csp: 'no-nonce' | 'off', carts = 1) =>
  open(`/test-pages/csp?csp=${csp}&nonce=none&carts=${carts}`, carts);

/** A server-rendered cart whose static rules come as a <link>; hydrated once the gate opens. */
async function serverRenderedPage(): Promise<Page & { hydrated: () => Promise<void> }> {
  const data = (await (await fetch('/api/test/startup-data?includeCart=true')).json()) as {
    props: { cart?: Cart };
  };
  const id = `n${Math.random().toString(36).slice(2)}`;
  await fetch(`/test-pages/ssr/${id}`, { method: 'POST', body: JSON.stringify({ data }) });
  const page = await open(`/test-pages/ssr/${id}?js=on&csp=no-nonce&styles=link`);
  return {
    ...page,
    hydrated: async () => {
      let announced = false;
      page.win().addEventListener('shop:cart-change', () => (announced = true));
      await fetch(`/test-pages/ssr-gate/${id}`, { method: 'POST' });
      await waitUntil(() => announced, 'the hydrated cart announces itself', { timeout: 8000 });
    },
  };
}

/** Computed values the styles decide, of one element. */
function styleOf(win: Window, element: Element | null | undefined) {
  if (!element) return null;
  const computed = win.getComputedStyle(element);
  return {
    display: computed.display,
    position: computed.position,
    color: computed.color,
    background: computed.backgroundColor,
    font: `${computed.fontFamily} ${computed.fontSize} ${computed.fontWeight} ${computed.lineHeight}`,
    border: `${computed.borderTopWidth} ${computed.borderTopStyle} ${computed.borderTopColor} ${computed.borderRadius}`,
    // What the rules set, not what layout resolves (margins and grid tracks in px follow the page's width,
    // which a scrollbar appearing while sections load changes).
    box: `${computed.padding} ${computed.maxWidth} ${computed.gridTemplateAreas}`,
    shadow: computed.boxShadow,
  };
}

/** The header, a tile, the summary and the next step of the page's first cart. */
function pageStyles(page: Page) {
  const root = page.carts()[0]!;
  const win = page.win();
  return {
    host: styleOf(win, root.host),
    title: styleOf(win, root.querySelector('[part="title"]')),
    tile: styleOf(win, root.querySelector('[part="item"]')),
    tileImage: styleOf(win, root.querySelector('[part="item"] [data-area="image"]')),
    summary: styleOf(win, root.querySelector('[part="summary"]')),
    summaryBox: styleOf(win, root.querySelector('[part="summary"] > div')),
    nextStep: styleOf(win, root.querySelector('[part="next-step"]')),
    snackbarRegion: styleOf(win, root.querySelector('[part="snackbar"]')),
  };
}

/**
 * Opens the packaging motifs modal of the first item, then moves a tile to the wishlist: their styles.
 * (The services modal is not used here: its content system HTML brings event-handler attributes that now
 * and then show as a `script-src-attr` violation under this policy, which is not a matter of styles.)
 */
async function modalAndSnackbarStyles(page: Page) {
  const root = page.carts()[0]!;
  const win = page.win();
  root.querySelector<HTMLButtonElement>('[data-item-id="item-1"] [data-action="choose-motif"]')!.click();
  const dialog = () => root.querySelector('dialog[open]');
  await waitUntil(() => dialog()?.querySelector('[data-variant-id]'), 'the modal opens', { timeout: 5000 });
  const modal = {
    dialog: styleOf(win, dialog()),
    body: styleOf(win, dialog()?.querySelector('[data-modal-body]')),
    motif: styleOf(win, dialog()?.querySelector('[data-variant-id]')),
    close: styleOf(win, dialog()?.querySelector('[data-modal-close]')),
  };
  dialog()!.querySelector<HTMLButtonElement>('[data-modal-close]')!.click();
  await waitUntil(() => !dialog(), 'the modal closes');
  const mover = [...root.querySelectorAll<HTMLButtonElement>('[data-action="move-to-wishlist"]')].at(-1)!;
  mover.click();
  const bar = () => root.querySelector('[part="snackbar"] [data-variant]');
  await waitUntil(bar, 'the snackbar opens', { timeout: 5000 });
  return {
    modal,
    snackbar: styleOf(win, bar()),
    snackbarRegion: styleOf(win, root.querySelector('[part="snackbar"]')),
  };
}

describe('<shop-cart> under a strict policy with no nonce', () => {
  beforeEach(async () => {
    await resetCart({ seed: 'default' });
    localStorage.clear();
  });
  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
  });

  it('a fresh cart looks as on a page without a policy, modals and snackbar too, with no violation', async () => {
    const reference = await freshPage('off');
    const expected = { page: pageStyles(reference), opened: await modalAndSnackbarStyles(reference) };
    await resetCart({ seed: 'default' });
    localStorage.clear();

    const strict = await freshPage('no-nonce');
    expect(pageStyles(strict)).to.deep.equal(expected.page);
    expect(pageStyles(strict).nextStep?.background).to.equal('rgb(163, 18, 58)');
    expect(await modalAndSnackbarStyles(strict)).to.deep.equal(expected.opened);
    expect(expected.opened.snackbar?.background, 'the snackbar is styled').to.equal('rgb(30, 107, 52)');
    expect(strict.carts()[0]!.querySelectorAll('style').length, 'no style element').to.equal(0);
    expect(strict.win().cspViolations).to.deep.equal([]);
  });

  it('a server-rendered cart (static rules as a <link>) looks the same before and after hydrating', async () => {
    const reference = pageStyles(await freshPage('off'));
    const page = await serverRenderedPage();
    const root = page.carts()[0]!;
    const link = root.querySelector('link[rel="stylesheet"]');
    await waitUntil(
      () =>
        page.win().getComputedStyle(root.querySelector('[part="next-step"]')!).backgroundColor ===
        'rgb(163, 18, 58)',
      'the linked stylesheet applies',
    );
    expect(link, 'the static rules come as a link').not.to.equal(null);
    expect(root.querySelector('style'), 'no run-time rule needs a style element').to.equal(null);
    expect(pageStyles(page)).to.deep.equal(reference);
    const tile = root.querySelector('[part="item"]');

    await page.hydrated();
    expect(root.querySelector('[part="item"]'), 'the same nodes').to.equal(tile);
    expect(root.querySelectorAll('link, style').length, 'the server copy gave way').to.equal(0);
    expect(root.adoptedStyleSheets.length, 'one adopted sheet: nothing is inserted at run time').to.equal(1);
    expect(pageStyles(page)).to.deep.equal(reference);
    expect(page.win().cspViolations).to.deep.equal([]);
  });

  it('two carts on one page share one static sheet and insert no rule', async () => {
    const page = await freshPage('no-nonce', 2);
    const [first, second] = page.carts();
    expect(first!.adoptedStyleSheets[0]).to.equal(second!.adoptedStyleSheets[0]);
    expect(first!.adoptedStyleSheets[0]!.cssRules.length).to.be.above(50);
    expect(first!.adoptedStyleSheets.length, 'one adopted sheet: nothing is inserted at run time').to.equal(
      1,
    );
    expect(second!.adoptedStyleSheets.length).to.equal(1);
    expect(page.win().cspViolations).to.deep.equal([]);
  });
});
