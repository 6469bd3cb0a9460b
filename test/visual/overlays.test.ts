// What the cart's overlays and states in context look like, compared with the committed baselines of each
// engine (docs/visual-testing.md): each modal and the sticky bar (the whole viewport), the discount field
// with an error (the section alone), and a server-rendered cart before hydration (its frame).
import { waitUntil } from '@open-wc/testing';
import { $, removeMounted, textOf } from '../helpers/cart-fixture.js';
import { mountCartFor, openDialog, tile } from '../helpers/delivery-cart.js';
import { mountMoneyCart, section } from '../helpers/money-cart.js';
import { discount, fieldMessage, openButton, submitCode } from '../helpers/discount-entry.js';
import { openSsrFrame, removeSsrFrames } from '../helpers/ssr-frame.js';
import { hangGuard } from '../helpers/engine.js';
import { WIDTHS, addFont, expectLooksAsBefore, prepareViewport, type Width } from '../helpers/visual.js';

/** Opens the modal behind `opener` and waits until it shows its content (`loaded`). */
async function openModal(element: HTMLElement, opener: HTMLElement, loaded: string) {
  opener.focus();
  opener.click();
  await waitUntil(() => openDialog(element)?.querySelector(loaded), 'the modal shows its content', {
    timeout: 5000,
  });
}

const MODALS: {
  name: string;
  open: () => Promise<HTMLElement>;
}[] = [
  {
    name: 'modal-services',
    open: async () => {
      const { element } = await mountCartFor();
      const opener = tile(element, 'item-1').querySelector<HTMLElement>('[data-action="services"]')!;
      await openModal(element, opener, '[data-services-body] *');
      return element;
    },
  },
  {
    name: 'modal-motifs',
    open: async () => {
      const { element } = await mountCartFor();
      const opener = tile(element, 'item-1').querySelector<HTMLElement>('[data-action="choose-motif"]')!;
      await openModal(element, opener, '[data-variant-id]');
      return element;
    },
  },
  {
    name: 'modal-friends',
    open: async () => {
      const { element } = await mountMoneyCart();
      const opener = $(element, '[data-friends-badge]')!;
      await openModal(element, opener, 'h2');
      await waitUntil(() => textOf(openDialog(element)).includes('2. Gutschein'), 'the explanation');
      return element;
    },
  },
  {
    name: 'modal-legacy-discount',
    open: async () => {
      const { element } = await mountMoneyCart({ loggedIn: true, newDesign: false });
      await openModal(element, openButton(element), 'input');
      return element;
    },
  },
];

for (const width of WIDTHS) {
  describe(`cart overlays at ${width} px, as in the baselines`, function () {
    this.timeout(hangGuard(60000));
    before(() => prepareViewport(width));
    afterEach(() => {
      removeMounted();
      removeSsrFrames();
      window.scrollTo(0, 0);
    });

    for (const { name, open } of MODALS) {
      it(`${name}: the modal over the cart`, async () => {
        const element = await open();
        await expectLooksAsBefore(name, width, element, { viewport: true });
      });
    }

    if (width === 390)
      it('sticky-bar: the bar at the bottom of a phone', async () => {
        const { element } = await mountCartFor();
        await waitUntil(() => $(element, '[part="sticky-bar"]'), 'the sticky bar');
        await expectLooksAsBefore('sticky-bar', width, element, { viewport: true });
      });

    it('discount-error: the discount field with a refused code', async () => {
      const { element } = await mountMoneyCart({ loggedIn: true });
      await submitCode(element, 'ABGELAUFEN');
      await waitUntil(() => fieldMessage(element) !== '', 'the refusal');
      await expectLooksAsBefore('discount-error', width, element, { part: discount(element) });
    });

    it('loyalty: the loyalty number entry (new design)', async () => {
      const { element } = await mountMoneyCart();
      await expectLooksAsBefore('loyalty', width, element, { part: section(element, 'loyalty') });
    });

    // shop-cart.js is held back: the shot is the server's markup, never a render after hydration (WebKit's
    // Intl spaces prices apart from the server's, which moved right-aligned texts once it had hydrated).
    it('server-rendered: the cart as the server sent it, before hydration', async () => {
      const data = await (await fetch('/api/test/startup-data?includeCart=true')).json();
      const page = await openSsrFrame(data, 'js=after-paint-held', {
        size: { width: width as Width, height: 900 },
      });
      await addFont(page.frame.contentDocument!);
      // WebKitGTK flashes its overlay scrollbar over a scrollable frame that just loaded: the frame's page
      // does not scroll (its scrollbars take no room in any engine, so the layout stays the same).
      page.frame.contentDocument!.documentElement.style.overflow = 'hidden';
      const cart = page.frame.contentDocument!.querySelector<HTMLElement>('shop-cart')!;
      await expectLooksAsBefore('server-rendered', width, cart, { host: page.frame });
    });
  });
}
