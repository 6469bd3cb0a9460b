// The demo shop page with the production bundles from dist/, as a host page embeds them.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '../../src/domain/index.js';
import { euro } from '../helpers/cart-fixture.js';
import { resetCart, serverCart } from '../helpers/reference-api.js';

const textOf = (node: Node | null | undefined) => node?.textContent?.replace(/[ \t\n\r]+/g, ' ').trim() ?? '';

describe('the demo shop page with the built bundles', () => {
  let frame: HTMLIFrameElement;
  let cart: Cart;

  beforeEach(async () => {
    localStorage.clear();
    cart = await resetCart();
    frame = document.createElement('iframe');
    frame.title = 'Demo-Shop';
    frame.style.width = '1200px';
    frame.style.height = '900px';
    frame.src = '/demo/index.html';
    document.body.append(frame);
    await waitUntil(() => root()?.querySelectorAll('[part="item"]').length, 'cart rendered', {
      timeout: 10000,
    });
  });
  afterEach(() => frame.remove());

  const doc = () => frame.contentDocument!;
  const root = () => frame.contentDocument?.querySelector('shop-cart')?.shadowRoot;
  const total = () => textOf(root()?.querySelector('[data-row="total"] dd'));
  const cartCounter = () =>
    textOf(doc().querySelector('shop-cart-counter')?.shadowRoot ?? doc().querySelector('shop-cart-counter'));

  it('shows the cart from dist/shop-cart.js with the server total, and the cart counter follows', async () => {
    expect(frame.contentWindow?.customElements.get('shop-cart')).to.be.a('function');
    expect(total()).to.equal(euro(cart.total.gross.amount));
    const count = cart.items.reduce((sum, item) => sum + item.quantity, 0);
    await waitUntil(() => cartCounter().includes(String(count)), `cart counter shows ${count}`);

    const item = cart.items.find((candidate) => !candidate.appointment)!;
    const select = root()!.querySelector<HTMLSelectElement>(`[data-item-id="${item.id}"] select`)!;
    select.value = String(item.quantity + 2);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(
      async () => (await serverCart()).cartVersion > cart.cartVersion,
      'change reached the server',
    );
    const after = await serverCart();
    await waitUntil(() => total() === euro(after.total.gross.amount), 'total follows');
    await waitUntil(() => cartCounter().includes(String(count + 2)), 'cart counter follows');
  });

  it('moves an item to the wishlist and the wishlist counter in the header follows', async () => {
    const item = cart.items.find((candidate) => !candidate.appointment)!;
    root()!
      .querySelector<HTMLButtonElement>(`[data-item-id="${item.id}"] [data-action="move-to-wishlist"]`)!
      .click();
    await waitUntil(() => !root()?.querySelector(`[data-item-id="${item.id}"]`), 'item left the cart', {
      timeout: 5000,
    });
    const wishlistCounter = () =>
      textOf(
        doc().querySelector('shop-wishlist-counter')?.shadowRoot ??
          doc().querySelector('shop-wishlist-counter'),
      );
    await waitUntil(() => /1/.test(wishlistCounter()), 'wishlist counter shows 1');
    await waitUntil(
      () => textOf(root()?.querySelector('[part="snackbar"]')).length > 0,
      'snackbar from its lazy chunk',
    );
    expect(root()?.querySelector('[part="snackbar"] a')?.getAttribute('href')).to.equal('/wishlist');
  });

  it('shows a server error code with its text from the lazy catalogue chunk', async () => {
    await fetch('/api/test/fault', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/cart/set-item-quantity', fault: 'error', code: 905 }),
    });
    const item = cart.items.find((candidate) => !candidate.appointment)!;
    const select = root()!.querySelector<HTMLSelectElement>(`[data-item-id="${item.id}"] select`)!;
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
});
