// What axe cannot see in the cart's layout and motion, in every engine:
// - text spacing (WCAG 1.4.12): with line height 1.5, letter 0.12 em, word 0.16 em, paragraphs 2 em, no
//   text is cut by a box that hides its overflow, and no text is drawn over other text;
// - 400 % zoom (1.4.10 Reflow): at 320 × 256 CSS pixels (1280 × 1024 at 400 %), in a frame of that size
//   (WebKit's window cannot be narrower than about 450 px), no sideways scrolling, every control inside
//   the width, none cut;
// - reduced motion (2.3.3): with the cart's own `prefers-reduced-motion: reduce` rules in force, no
//   transition or animation lasts longer than a frame, at rest, while a change runs, with a modal open.
import { expect, waitUntil } from '@open-wc/testing';
import { $, choose, mountShopCart, textOf } from '../helpers/cart-fixture.js';
import { mountCartFor, openDialog, tile } from '../helpers/delivery-cart.js';
import { armFault, releaseHeld, resetCart, startupDataFor } from '../helpers/reference-api.js';
import { openSsrFrame, removeSsrFrames } from '../helpers/ssr-frame.js';
import { hangGuard } from '../helpers/engine.js';
import { eachViewportAndDesign } from '../helpers/a11y-viewports.js';
import {
  TEXT_SPACING,
  addStyle,
  clippedTexts,
  controlsOf,
  movingParts,
  nextFrames,
  overlappingTexts,
  reducedMotionRules,
} from '../helpers/a11y-checks.js';

/** The sticky bar lies over the page on purpose (2.4.11 is checked in sticky-bar.test.ts). */
const notInStickyBar = (element: Element) => element.closest('[part="sticky-bar"]') !== null;

eachViewportAndDesign(
  'text spacing (WCAG 1.4.12)',
  'cuts no text and draws no text over text',
  async (newDesign) => {
    const { element } = await mountCartFor({ newDesign, loggedIn: true });
    await waitUntil(() => $(element, '[part="summary"]'), 'the summary');
    addStyle(element, TEXT_SPACING);
    // Tiles out of view skip their layout (content-visibility: auto) until they come near: WebKit then
    // keeps their boxes from before the spacing changed. The check lays out every tile.
    addStyle(element, '[part="item"]{content-visibility:visible!important}');
    await nextFrames();
    const root = element.shadowRoot!;
    expect(clippedTexts(root, notInStickyBar), 'cut texts').to.deep.equal([]);
    expect(overlappingTexts(root, notInStickyBar), 'overlapping texts').to.deep.equal([]);
  },
);

describe('400 % zoom (WCAG 1.4.10): the cart in 320 × 256 CSS pixels', function () {
  this.timeout(hangGuard(40000));
  afterEach(removeSsrFrames);

  for (const newDesign of [true, false]) {
    it(`scrolls only down, and shows every control whole (${newDesign ? 'new' : 'old'} design)`, async () => {
      await resetCart({ loggedIn: true });
      const data = await startupDataFor({ includeCart: true, newDesign, itemLayout: 'current' });
      const page = await openSsrFrame(data, 'js=on&render=browser', { size: { width: 320, height: 256 } });
      await page.hydrate();
      const root = page.root();
      await waitUntil(() => root.querySelector('[part="summary"]'), 'the summary', { timeout: 5000 });
      const doc = page.frame.contentDocument!;
      expect(page.win().innerWidth).to.equal(320);
      const wide = [...root.querySelectorAll('*')]
        .filter((node) => node.getBoundingClientRect().right > 320.5)
        .map(
          (node) =>
            `<${node.localName} ${node.getAttribute('part') ?? ''}> ${node.getBoundingClientRect().right}`,
        );
      expect(doc.documentElement.scrollWidth, `no sideways scrolling: ${wide.join(', ')}`).to.be.at.most(320);
      const controls = controlsOf(root);
      expect(controls.length).to.be.greaterThan(10);
      const outside = controls
        .map((control) => ({ control, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.left < -1 || box.right > 321)
        .map(({ control, box }) => `${control.localName} "${textOf(control)}" ${box.left}–${box.right}`);
      expect(outside, 'controls outside the width').to.deep.equal([]);
      expect(clippedTexts(root, notInStickyBar), 'cut texts').to.deep.equal([]);
      // The bar stays a strip: at most a third of the 256 px, so the content keeps room to scroll.
      const bar = root.querySelector('[part="sticky-bar"]');
      if (bar) expect(bar.getBoundingClientRect().height).to.be.at.most(256 / 3 + 1);
    });
  }
});

describe('reduced motion (WCAG 2.3.3)', function () {
  this.timeout(hangGuard(30000));

  it('nothing moves longer than a frame: at rest, during a change, in a modal, while loading', async () => {
    const { cart, element } = await mountCartFor({ loggedIn: true });
    await waitUntil(() => $(element, '[part="summary"]'), 'the summary');
    const root = element.shadowRoot!;
    const reduce = () => addStyle(element, reducedMotionRules(root));
    reduce();
    await nextFrames();
    expect(movingParts(root), 'at rest').to.deep.equal([]);

    // A change that takes a while: the busy tile fades, its message shows.
    const item = cart.items.find((candidate) => !candidate.appointment)!;
    await armFault('/api/cart/set-item-quantity', 'hold');
    choose(tile(element, item.id).querySelector('select')!, String(item.quantity + 1));
    await waitUntil(() => tile(element, item.id).dataset.loadingState !== undefined, 'busy');
    await nextFrames();
    const busy = movingParts(root);
    await releaseHeld('/api/cart/set-item-quantity');
    expect(busy, 'during a change').to.deep.equal([]);

    // A modal: its content arrives after it opened.
    tile(element, 'item-1').querySelector<HTMLElement>('[data-action="services"]')!.click();
    await waitUntil(() => openDialog(element), 'the modal');
    reduce();
    await nextFrames();
    expect(movingParts(root), 'with a modal').to.deep.equal([]);
  });

  it('the loading indicator stands still', async () => {
    await resetCart();
    await armFault('/api/cart', 'hold');
    const data = await startupDataFor({ includeCart: false, newDesign: true, itemLayout: 'current' });
    const element = mountShopCart({ attributes: { tenant: data.tenant, locale: 'de' }, data });
    try {
      await waitUntil(() => $(element, '[role="status"]'), 'the loading indicator');
      const root = element.shadowRoot!;
      expect(movingParts(root), 'without the preference the spinner turns').to.not.deep.equal([]);
      addStyle(element, reducedMotionRules(root));
      await nextFrames();
      expect(movingParts(root)).to.deep.equal([]);
    } finally {
      await releaseHeld('/api/cart');
    }
  });
});
