// The cart by keyboard alone, in every engine (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7, 1.4.11): Tab reaches
// every control once in order and then leaves the cart (no trap), each focused control shows an outline
// of at least 2 px with a contrast of at least 3:1 against the background around it; the sticky bar's
// button is reached on a phone; each modal keeps the focus inside while open (Tab and Shift+Tab wrap) and
// gives it back to its opener on Escape. The express area's own reach by keyboard: express-area.test.ts
// (from the sticky bar) and the walk below with payments.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { $, removeMounted, textOf } from '../helpers/cart-fixture.js';
import { mountCartFor, openDialog, tile } from '../helpers/delivery-cart.js';
import { mountMoneyCart } from '../helpers/money-cart.js';
import { openButton } from '../helpers/discount-entry.js';
import { ExpressPage, expressPageEachTest } from '../helpers/express-page.js';
import { resetCart } from '../helpers/reference-api.js';
import { engine, hangGuard } from '../helpers/engine.js';
import { controlsOf, focusIndicator } from '../helpers/a11y-checks.js';

/** The focused element, through shadow roots. */
function deepActive(doc: Document = document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const describeControl = (control: Element) =>
  `<${control.localName}${control.getAttribute('data-action') ? ` ${control.getAttribute('data-action')}` : ''}> "${textOf(control).slice(0, 40)}"`;

/**
 * Presses Tab until the page has the focus again. A modal <dialog> lets Tab go from its last control to
 * the browser's own controls; Firefox keeps the focus there after the walk, and the keys of every later
 * test of its run (Enter, Escape) would reach the browser instead of the page. Tab cycles back into the
 * page (to the modal's first control while it is open).
 */
async function regainPageFocus() {
  for (let presses = 0; presses < 20 && !document.hasFocus(); presses += 1) await sendKeys({ press: 'Tab' });
  expect(document.hasFocus(), 'the page has the focus again').to.equal(true);
}

/** A button before and after the cart: where Tab starts, and where it must arrive. */
function sentinels(element: HTMLElement) {
  const before = document.createElement('button');
  before.textContent = 'vorher';
  const after = document.createElement('button');
  after.textContent = 'nachher';
  element.before(before);
  element.after(after);
  return { before, after };
}

/** Presses Tab from `start` until `end` has the focus (at most `limit` times); answers the stops between. */
async function tabFrom(start: HTMLElement, end: Element, limit: number, doc: Document = document) {
  start.focus();
  const stops: { control: Element; indicator: ReturnType<typeof focusIndicator> }[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await sendKeys({ press: 'Tab' });
    const active = deepActive(doc);
    if (!active || active === end) break;
    stops.push({ control: active, indicator: focusIndicator(active) });
  }
  return { stops, arrived: deepActive(doc) === end };
}

function expectVisibleIndicators(
  stops: { control: Element; indicator: ReturnType<typeof focusIndicator> }[],
) {
  const weak = stops
    .filter(({ indicator }) => indicator.width < 2 || indicator.contrast < 3)
    .map(
      ({ control, indicator }) =>
        `${describeControl(control)}: ${indicator.style} ${indicator.width}px, ${indicator.contrast.toFixed(2)}:1`,
    );
  expect(weak, 'focus indicators under 2 px or 3:1').to.deep.equal([]);
}

/** Every control of the cart among the stops (of a radio group, one radio stands for the group). */
function expectAllReached(root: ShadowRoot, stops: { control: Element }[]) {
  const reached = new Set(stops.map(({ control }) => control));
  const groups = new Set(
    [...reached]
      .filter((control) => control instanceof HTMLInputElement && control.type === 'radio')
      .map((radio) => (radio as HTMLInputElement).name),
  );
  const missed = controlsOf(root)
    .filter((control) => !reached.has(control))
    .filter(
      (control) =>
        !(control instanceof HTMLInputElement && control.type === 'radio' && groups.has(control.name)),
    )
    .map(describeControl);
  expect(missed, 'controls Tab never reached').to.deep.equal([]);
}

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  describe(`keyboard only at ${width} px`, function () {
    this.timeout(hangGuard(60000));
    before(() => setViewport({ width, height }));
    after(() => setViewport({ width: 800, height: 600 }));
    afterEach(removeMounted);

    for (const newDesign of [true, false]) {
      it(`Tab reaches every control with a visible indicator, then leaves the cart (${newDesign ? 'new' : 'old'} design)`, async () => {
        const { element } = await mountMoneyCart({ loggedIn: true, newDesign });
        await waitUntil(() => $(element, '[part="summary"]'), 'the summary');
        const { before, after } = sentinels(element);
        const root = element.shadowRoot!;
        const { stops, arrived } = await tabFrom(before, after, controlsOf(root).length + 10);
        expect(arrived, `Tab left the cart (stuck at ${describeControl(deepActive()!)})`).to.equal(true);
        expectAllReached(root, stops);
        // WebKitGTK under Xvfb, its window resized below its toolbar's width by the driver, stops matching
        // :focus (the window seems no longer active): the indicator is checked there at 1280 px only.
        if (!(engine === 'webkit' && width === 390)) expectVisibleIndicators(stops);
        if (width === 390) {
          const barButton = root.querySelector('[part="sticky-next-step"]');
          expect(
            stops.some(({ control }) => control === barButton),
            'the sticky bar’s button',
          ).to.equal(true);
        }
        before.remove();
        after.remove();
      });
    }
  });
}

describe('keyboard only in modals', function () {
  this.timeout(hangGuard(60000));
  afterEach(removeMounted);
  // A walk that failed half-way may have left the focus outside the page.
  afterEach(regainPageFocus);

  const MODALS = [
    {
      name: 'services',
      open: async () => {
        const { element } = await mountCartFor();
        return {
          element,
          opener: tile(element, 'item-1').querySelector<HTMLElement>('[data-action="services"]')!,
        };
      },
    },
    {
      name: 'motifs',
      open: async () => {
        const { element } = await mountCartFor();
        return {
          element,
          opener: tile(element, 'item-1').querySelector<HTMLElement>('[data-action="choose-motif"]')!,
        };
      },
    },
    {
      name: 'legacy discount',
      open: async () => {
        const { element } = await mountMoneyCart({ loggedIn: true, newDesign: false });
        return { element, opener: openButton(element) };
      },
    },
  ];

  for (const { name, open } of MODALS) {
    it(`${name}: Tab and Shift+Tab stay inside, Escape gives the focus back to the opener`, async () => {
      const { element, opener } = await open();
      opener.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(
        () => openDialog(element)?.contains(element.shadowRoot!.activeElement),
        'focus in the modal',
        { timeout: 10000 },
      );
      const dialog = openDialog(element)!;
      await waitUntil(() => dialog.querySelector('a[href], button, input'), 'its content', { timeout: 5000 });
      const inside = dialog.querySelectorAll('a[href], button, input, select, [tabindex]').length;
      for (const backwards of [false, true]) {
        if (backwards) await sendKeys({ down: 'Shift' });
        // A failed check must not leave Shift held for every later test of the browser.
        try {
          for (let presses = 0; presses < inside + 2; presses += 1) {
            await sendKeys({ press: 'Tab' });
            // The modal keeps the focus: Tab wraps from its last control to its first and back, never
            // to the page behind it nor to the browser's own controls
            // (docs/decisions/XXXX-modal-without-page-inert.md).
            const active = deepActive();
            expect(document.hasFocus(), 'the page keeps the focus').to.equal(true);
            expect(
              active !== null && dialog.contains(active),
              `focus left the modal for ${active ? describeControl(active) : 'nothing'}`,
            ).to.equal(true);
            if (!active) continue;
            expectVisibleIndicators([{ control: active, indicator: focusIndicator(active) }]);
          }
        } finally {
          if (backwards) await sendKeys({ up: 'Shift' });
        }
        await regainPageFocus();
      }
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !openDialog(element), 'closed');
      expect(element.shadowRoot!.activeElement === opener, 'focus back on the opener').to.equal(true);
    });
  }
});

describe('keyboard only with express payments', function () {
  this.timeout(hangGuard(60000));
  expressPageEachTest();

  it('Tab reaches the express area’s buttons after the summary', async () => {
    const cart = await resetCart();
    const page = await ExpressPage.open(cart);
    await page.buttonsShown(['stripe', 'paypal', 'amazonPay']);
    const doc = page.frame.contentDocument!;
    const start = page.root!.querySelector<HTMLElement>('[part="summary"] button, [part="summary"] a[href]')!;
    page.frame.contentWindow!.focus();
    start.focus();
    const area = page.area()!;
    let reached = false;
    for (let presses = 0; presses < 40 && !reached; presses += 1) {
      await sendKeys({ press: 'Tab' });
      const active = deepActive(doc);
      reached =
        active !== null && (area.contains(active) || active.closest('[data-shop-cart-express]') !== null);
    }
    if (!reached) {
      // The area comes before the next step in the summary: walk backwards.
      await sendKeys({ down: 'Shift' });
      try {
        for (let presses = 0; presses < 40 && !reached; presses += 1) {
          await sendKeys({ press: 'Tab' });
          const active = deepActive(doc);
          reached =
            active !== null && (area.contains(active) || active.closest('[data-shop-cart-express]') !== null);
        }
      } finally {
        await sendKeys({ up: 'Shift' });
      }
    }
    expect(reached, 'a button of the express area has the focus').to.equal(true);
  });
});
