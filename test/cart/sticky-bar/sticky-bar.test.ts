import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { $, euro, removeMounted, shownTotal, textOf, choose } from '../../helpers/cart-fixture.js';
import { armFault } from '../../helpers/reference-api.js';
import { mountCartFor, tile, isDisabled } from '../../helpers/delivery-cart.js';
import { expectAbsent } from '../../helpers/assertions.js';

const bar = (element: Element) => $(element, '[part="sticky-bar"]') as HTMLElement;
const barButton = (element: Element) =>
  bar(element).querySelector<HTMLButtonElement>('[part="sticky-next-step"]')!;
const shows = (element: Element) => getComputedStyle(bar(element)).display !== 'none';
const top = (node: Element) => node.getBoundingClientRect().top;
const bottom = (node: Element) => node.getBoundingClientRect().bottom;

/** Each test on a phone-sized viewport, the cart removed and the page scrolled back after it. */
function phoneViewportEachTest() {
  beforeEach(() => setViewport({ width: 390, height: 700 }));
  afterEach(async () => {
    removeMounted();
    window.scrollTo(0, 0);
    await setViewport({ width: 800, height: 600 });
  });
}

describe('sticky bar on narrow screens', () => {
  phoneViewportEachTest();

  it('shows the total and the next step; axe clean', async () => {
    const { cart, element } = await mountCartFor();
    expect(shows(element)).to.equal(true);
    expect(bar(element).getAttribute('role')).to.equal('region');
    expect(bar(element).getAttribute('aria-label')).to.equal('Bestellübersicht');
    expect(textOf(bar(element).querySelector('p'))).to.equal(`Gesamtpreis ${euro(cart.total.gross.amount)}`);
    expect(textOf(bar(element).querySelector('[data-sticky-total]'))).to.equal(shownTotal(element));
    expect(textOf(barButton(element))).to.equal('Weiter zu den Bestelldaten');
    expect(bottom(bar(element))).to.be.closeTo(700, 1);
    await expect(element).to.be.accessible();
  });

  it('is not shown on wider screens', async () => {
    await setViewport({ width: 800, height: 600 });
    const { element } = await mountCartFor();
    expect(shows(element)).to.equal(false);
  });

  it("offers no 'Mit 1-Klick bezahlen' while the express area shows no payment button", async () => {
    // No payments configured: the express area never shows a button (spec point 2: the bar leads to it
    // only when there is one). With providers, test/payments/express-area.test.ts follows the bar's button
    // to the area.
    const { element } = await mountCartFor();
    expect(shows(element)).to.equal(true);
    expect(textOf(bar(element))).to.not.contain('Mit 1-Klick bezahlen');
    expectAbsent(bar(element).querySelector('[data-action="to-express"]'), "the bar's express button");
    await expect(element).to.be.accessible();
  });

  it('disables its next-step button during a change, like the summary’s', async () => {
    const { cart, element } = await mountCartFor();
    await armFault('/api/cart/set-item-quantity', 'slow', { delayMs: 600 });
    const select = tile(element, 'item-1').querySelector('select')!;
    choose(select, '2');
    await waitUntil(() => isDisabled(barButton(element)), 'disabled during the change');
    await waitUntil(() => !isDisabled(barButton(element)), 'enabled again', { timeout: 3000 });
    expect(textOf(bar(element).querySelector('[data-sticky-total]'))).to.not.equal(
      euro(cart.total.gross.amount),
    );
  });

  it('reserves appointments before the next step too', async () => {
    const { element } = await mountCartFor({ seed: 'taken-appointment' });
    barButton(element).click();
    await waitUntil(() => $(element, '[data-reservation-failed]'), 'marked', { timeout: 5000 });
  });

  it('never covers the focused element', async () => {
    const { element } = await mountCartFor();
    // As the other tests that scroll: the page's length is final once the bar has measured itself (its
    // room at the page's end comes from a ResizeObserver).
    await waitUntil(() => ($(element, '[data-sticky-spacer]')?.offsetHeight ?? 0) > 0, 'room made');
    const target = tile(element, 'item-2').querySelector<HTMLButtonElement>('button[data-action="remove"]')!;
    // Put the button just where the bar is, then focus it as a Tab would.
    window.scrollBy(0, top(target) - (700 - 40));
    expect(bottom(target)).to.be.greaterThan(top(bar(element)));
    target.focus();
    await waitUntil(() => bottom(target) <= top(bar(element)), 'scrolled above the bar');
  });

  it('keeps the focused element clear of the bar when the page moves it a few frames later', async () => {
    const { element } = await mountCartFor();
    await waitUntil(() => ($(element, '[data-sticky-spacer]')?.offsetHeight ?? 0) > 0, 'room made');
    // Without scroll anchoring (WebKit has none), a tile above that lays out at its real height later
    // moves the focused element down.
    document.documentElement.style.overflowAnchor = 'none';
    try {
      const target = tile(element, 'item-2').querySelector<HTMLButtonElement>(
        'button[data-action="remove"]',
      )!;
      window.scrollBy(0, top(target) - (700 - 40));
      target.focus();
      // Lifted in the first frame after the focus, before it paints (a frame callback queued after the
      // guard's runs in the same frame), not inside the focus, which would lay the page out twice.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(bottom(target), 'lifted in the frame after the focus').to.be.at.most(top(bar(element)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      tile(element, 'item-1').style.paddingBottom = '300px';
      await waitUntil(() => bottom(target) <= top(bar(element)), 'still above the bar after the move');
      expect(top(target), 'its start in view').to.be.at.least(0);
    } finally {
      document.documentElement.style.overflowAnchor = '';
    }
  });

  it('follows each focus without adding a wheel listener to the window (WebKit restyles the page for one)', async () => {
    const { element } = await mountCartFor();
    await waitUntil(() => shows(element), 'the bar shows');
    const added: string[] = [];
    const { addEventListener } = window;
    window.addEventListener = function (this: Window, ...args: Parameters<Window['addEventListener']>) {
      added.push(args[0]);
      return addEventListener.apply(this, args);
    } as Window['addEventListener'];
    try {
      for (const id of ['item-1', 'item-2', 'item-1']) {
        const target = tile(element, id).querySelector<HTMLButtonElement>('button[data-action="remove"]')!;
        window.scrollBy(0, top(target) - (700 - 40));
        target.focus();
        await waitUntil(() => bottom(target) <= top(bar(element)), `${id} lifted above the bar`);
      }
    } finally {
      window.addEventListener = addEventListener;
    }
    expect(added.filter((type) => type === 'wheel')).to.deep.equal([]);
  });

  it('leaves room at the end of the page, so the last content scrolls above it', async () => {
    const { element } = await mountCartFor();
    await waitUntil(() => ($(element, '[data-sticky-spacer]')?.offsetHeight ?? 0) > 0, 'room made');
    window.scrollTo(0, document.documentElement.scrollHeight);
    const last = $(element, '[part="next-step"]')!;
    await waitUntil(() => bottom(last) <= top(bar(element)), 'summary button above the bar');
  });

  it('never covers the snackbar', async () => {
    const { element } = await mountCartFor();
    (
      tile(element, 'item-2').querySelector('button[data-action="move-to-wishlist"]') as HTMLButtonElement
    ).click();
    const snackbar = () => $(element, '[part="snackbar"]')!;
    await waitUntil(() => textOf(snackbar()) !== '', 'snackbar open', { timeout: 5000 });
    expect(bottom(snackbar())).to.be.at.most(top(bar(element)));
    await expect(element).to.be.accessible();
  });
});

/** The visible ratio of `target` as an IntersectionObserver reports it. */
function watchRatio(target: Element) {
  const seen = { ratio: -1, stop: () => observer.disconnect() };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) seen.ratio = entry.intersectionRatio;
    },
    { threshold: [0, 0.25, 0.6, 1] },
  );
  observer.observe(target);
  return seen;
}

describe('sticky bar and an open dropdown overlay', () => {
  phoneViewportEachTest();

  it('hides while most of the overlay is visible and shows again once it is mostly out of view', async () => {
    const { element } = await mountCartFor({ newDesign: false });
    const toggle = tile(element, 'item-2').querySelector<HTMLButtonElement>('[data-packaging-toggle]')!;
    const overlay = tile(element, 'item-2').querySelector<HTMLElement>('[data-dropdown-overlay]')!;
    window.scrollBy(0, top(toggle) - 150);
    toggle.click();
    await waitUntil(() => !overlay.hidden, 'open');
    await waitUntil(() => bar(element).hidden, 'bar hidden above 0.6 visible');
    expect(shows(element)).to.equal(false);
    await expect(element).to.be.accessible();
    // Between the ratios the bar keeps its state: half of the overlay above the top edge.
    const seen = watchRatio(overlay);
    window.scrollBy(0, top(overlay) + overlay.offsetHeight / 2);
    // Our own observer of the same thresholds is told in the same turn as the bar's.
    await waitUntil(() => seen.ratio > 0.25 && seen.ratio < 0.6, 'half visible');
    expect(bar(element).hidden).to.equal(true);
    seen.stop();
    // Mostly out of view: the bar shows again.
    window.scrollBy(0, top(overlay) + overlay.offsetHeight * 0.9);
    await waitUntil(() => !bar(element).hidden, 'bar shown below 0.25 visible');
  });

  it('gives its height to the spacer and the snackbar only, and takes it back while hidden', async () => {
    const { element } = await mountCartFor({ newDesign: false });
    const room = (node: Element) =>
      (node as HTMLElement).style.getPropertyValue('--shop-cart-sticky-bar-height');
    const spacer = $(element, '[data-sticky-spacer]')!;
    const snackbar = $(element, '[part="snackbar"]')!;
    await waitUntil(() => spacer.getBoundingClientRect().height > 0, 'room made');
    const height = `${Math.ceil(bar(element).getBoundingClientRect().height)}px`;
    expect(room(spacer)).to.equal(height);
    expect(room(snackbar)).to.equal(height);
    // Not on the host: every element of the cart inherits its properties, and would be restyled.
    expect(room(element)).to.equal('');
    const toggle = tile(element, 'item-2').querySelector<HTMLButtonElement>('[data-packaging-toggle]')!;
    window.scrollBy(0, top(toggle) - 150);
    toggle.click();
    await waitUntil(() => bar(element).hidden, 'bar hidden');
    await waitUntil(() => spacer.getBoundingClientRect().height === 0, 'no room while hidden');
    expect(room(snackbar)).to.equal('');
    expect(room(element)).to.equal('');
  });

  it('shows again when the overlay closes', async () => {
    const { element } = await mountCartFor({ newDesign: false });
    const toggle = tile(element, 'item-2').querySelector<HTMLButtonElement>('[data-packaging-toggle]')!;
    window.scrollBy(0, top(toggle) - 150);
    toggle.focus();
    toggle.click();
    await waitUntil(() => bar(element).hidden, 'bar hidden');
    toggle.click();
    await waitUntil(() => !bar(element).hidden, 'bar shown');
  });
});
