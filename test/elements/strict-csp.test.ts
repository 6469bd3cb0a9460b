// The elements under a strict Content Security Policy with Trusted Types (test/plugins/csp-page.mjs serves
// the page with the header): no violation, and the same rendering as without the policy.
import { expect, waitUntil } from '@open-wc/testing';
import { resetCart } from '../helpers/reference-api.js';
import { showsWholeCart } from '../helpers/whole-cart.js';

type CspWindow = Window & typeof globalThis & { cspViolations: string[] };

const frames: HTMLIFrameElement[] = [];

async function openPage(query: string) {
  const frame = document.createElement('iframe');
  frame.style.width = '1280px';
  frame.style.height = '900px';
  frame.src = `/test-pages/csp?${query}`;
  document.body.append(frame);
  frames.push(frame);
  const win = () => frame.contentWindow as CspWindow;
  const cart = () => frame.contentDocument?.querySelector('shop-cart')?.shadowRoot ?? null;
  // The whole cart: a fresh cart shows its summary right after its first paint.
  await waitUntil(() => showsWholeCart(cart()), 'the cart renders', { timeout: 5000 });
  const counter = (tag: string) =>
    frame.contentDocument?.querySelector(tag)?.shadowRoot?.querySelector('[part="count"]') ?? null;
  await waitUntil(() => counter('shop-cart-counter')?.textContent === '7', 'the cart counter shows 7');
  return { frame, win, cart: () => cart()!, counter };
}

/** What the styles make of the page: computed values that differ from unstyled rendering. */
function renderedStyles(page: Awaited<ReturnType<typeof openPage>>) {
  const cart = page.cart();
  const style = (element: Element | null | undefined) => {
    if (!element) return null;
    const computed = page.win().getComputedStyle(element);
    return {
      display: computed.display,
      color: computed.color,
      background: computed.backgroundColor,
      font: `${computed.fontFamily} ${computed.fontSize} ${computed.fontWeight}`,
      border: `${computed.borderTopWidth} ${computed.borderTopStyle} ${computed.borderRadius}`,
      padding: computed.padding,
    };
  };
  return {
    host: style(cart.host),
    title: style(cart.querySelector('[part="title"]')),
    item: style(cart.querySelector('[part="item"]')),
    summary: style(cart.querySelector('[part="summary"]')),
    nextStep: style(cart.querySelector('[part="next-step"]')),
    cartCounter: style(page.frame.contentDocument?.querySelector('shop-cart-counter')),
  };
}

describe('the elements under a strict Content Security Policy', () => {
  beforeEach(() => resetCart({ seed: 'default' }));
  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
  });

  it('render styled with the nonce as attribute, with no violation, also after a change', async () => {
    const page = await openPage('csp=on&nonce=attribute');
    const reference = await openPage('csp=off&nonce=attribute');
    expect(renderedStyles(page)).to.deep.equal(renderedStyles(reference));
    expect(renderedStyles(page).nextStep?.background).to.equal('rgb(163, 18, 58)');
    expect(renderedStyles(page).cartCounter?.background).to.equal('rgb(163, 18, 58)');

    // A quantity change brings loading states and new rules; the counter follows.
    const select = page.cart().querySelector('select')!;
    select.dispatchEvent(new (page.win().PointerEvent)('pointerdown', { bubbles: true, composed: true }));
    select.value = '3';
    select.dispatchEvent(new (page.win().Event)('change', { bubbles: true }));
    await waitUntil(
      () => page.counter('shop-cart-counter')?.textContent !== '7',
      'the counter follows the change',
      { timeout: 5000 },
    );
    await waitUntil(() => !page.cart().querySelector('[aria-busy="true"]'), 'the change settles');
    expect(page.win().cspViolations).to.deep.equal([]);
  });

  it('take the nonce from the start-up data as well', async () => {
    const page = await openPage('csp=on&nonce=data');
    expect(renderedStyles(page).nextStep?.background).to.equal('rgb(163, 18, 58)');
    expect(page.win().cspViolations).to.deep.equal([]);
  });

  it('render styled with no violation when the host gives no nonce (constructed stylesheets)', async () => {
    const page = await openPage('csp=on&nonce=none');
    const reference = await openPage('csp=off&nonce=none');
    expect(renderedStyles(page)).to.deep.equal(renderedStyles(reference));
    expect(renderedStyles(page).nextStep?.background).to.equal('rgb(163, 18, 58)');
    expect(page.cart().querySelectorAll('style').length, 'no style element').to.equal(0);
    expect(page.win().cspViolations).to.deep.equal([]);
  });
});
