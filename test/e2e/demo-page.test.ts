// The demo shop page with the production bundles from dist/, as a host page embeds them (the page is
// rendered by demo/host/ for this visitor, as `npm start` serves it).
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '../../src/domain/index.js';
import { euro } from '../helpers/cart-fixture.js';
import { DemoPage, demoVisitEachTest, textOf } from '../helpers/demo-page.js';
import { armErrorCode, serverCart } from '../helpers/reference-api.js';

describe('the demo shop page with the built bundles', () => {
  let page: DemoPage | undefined;
  let cart: Cart;

  const root = () => page!.root;
  const cartCounter = () => page!.counterText('shop-cart-counter');
  const firstItemWithoutAppointment = () => cart.items.find((candidate) => !candidate.appointment)!;

  demoVisitEachTest((reset) => (cart = reset));

  it('shows the cart from dist/shop-cart.js with the server total, and the cart counter follows', async () => {
    page = await DemoPage.open();
    expect(page.view.customElements.get('shop-cart')).to.be.a('function');
    expect(page.total()).to.equal(euro(cart.total.gross.amount));
    const count = cart.items.reduce((sum, item) => sum + item.quantity, 0);
    await waitUntil(() => cartCounter().includes(String(count)), `cart counter shows ${count}`);

    const item = firstItemWithoutAppointment();
    const select = root()!.querySelector<HTMLSelectElement>(`[data-item-id="${item.id}"] select`)!;
    select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    select.value = String(item.quantity + 2);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(
      async () => (await serverCart()).cartVersion > cart.cartVersion,
      'change reached the server',
    );
    const after = await serverCart();
    await waitUntil(() => page!.total() === euro(after.total.gross.amount), 'total follows');
    await waitUntil(() => cartCounter().includes(String(count + 2)), 'cart counter follows');
  });

  it('moves an item to the wishlist and the wishlist counter in the header follows', async () => {
    page = await DemoPage.open();
    const item = firstItemWithoutAppointment();
    await page.moveToWishlist(item.id);
    await waitUntil(() => !root()?.querySelector(`[data-item-id="${item.id}"]`), 'item left the cart', {
      timeout: 5000,
    });
    await waitUntil(() => /1/.test(page!.counterText('shop-wishlist-counter')), 'wishlist counter shows 1');
    expect(root()?.querySelector('[part="snackbar"] a')?.getAttribute('href')).to.equal('/wishlist');
  });

  it('shows a server error code with its text from the lazy catalogue chunk', async () => {
    page = await DemoPage.open();
    await armErrorCode('/api/cart/set-item-quantity', 905);
    const item = firstItemWithoutAppointment();
    const select = root()!.querySelector<HTMLSelectElement>(`[data-item-id="${item.id}"] select`)!;
    select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    select.value = String(item.quantity + 1);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(
      () =>
        textOf(root()?.querySelector('[role="alert"]')).includes(
          'Dein Wertgutschein hat kein Guthaben mehr.',
        ),
      'voucher message of code 905',
      { timeout: 5000 },
    );
  });

  // The page lays out in a frame 390 px wide, in every engine (Firefox's 421 px came from the demo panel's
  // language label, WebKit's 416 px from the text of its narrowed select: both fixed in the demo's styles).
  it('at 390 px wraps the header: nothing wider than the screen, counters and snackbar on screen', async () => {
    page = await DemoPage.open(390, 844);
    const { view, doc } = page;
    expect(view.innerWidth).to.equal(390);
    expect(doc.documentElement.scrollWidth, 'page width').to.be.at.most(390);
    for (const name of ['shop-wishlist-counter', 'shop-cart-counter']) {
      await waitUntil(() => page!.counterText(name).length > 0, `${name} rendered`);
      const box = doc.querySelector(name)!.getBoundingClientRect();
      expect(box.width, name).to.be.greaterThan(0);
      expect(box.left, name).to.be.at.least(0);
      expect(box.right, name).to.be.at.most(390);
    }

    await page.moveToWishlist(firstItemWithoutAppointment().id);
    const snackbarBox = () => root()!.querySelector('[part="snackbar"]')!.getBoundingClientRect();
    const onScreen = (box: DOMRect) =>
      box.left >= 0 && box.right <= 390 && box.top >= 0 && box.bottom <= view.innerHeight;
    // Waited for, not read once: a snackbar that slides in is on screen once it has arrived.
    await waitUntil(() => onScreen(snackbarBox()), 'snackbar on screen').catch(() => {
      throw new Error(`snackbar off screen: ${JSON.stringify(snackbarBox())}`);
    });
    expect(doc.documentElement.scrollWidth, 'page width with the snackbar').to.be.at.most(390);
  });
});
