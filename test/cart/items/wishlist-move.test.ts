import { expect, waitUntil } from '@open-wc/testing';
import {
  readAccountWishlist,
  readAnonymousWishlist,
  writeAnonymousWishlist,
} from '../../../src/storage/index.js';
import { $, $$, mountShopCart, textOf, waitForTiles } from '../../helpers/cart-fixture.js';
import {
  armFault,
  recordedRequests,
  releaseHeld,
  resetCart,
  serverCart,
} from '../../helpers/reference-api.js';
import { expectAbsent } from '../../helpers/assertions.js';
import {
  clearBrowserStorage,
  cookiesBlocked,
  cookiesIgnoreWrites,
  cookiesUnavailable,
  restoreStorage,
} from '../../helpers/storage-faults.js';

const moveButton = (element: Element, itemId: string) =>
  $<HTMLButtonElement>(element, `[data-item-id="${itemId}"] [data-action="move-to-wishlist"]`)!;
const HOTLINE = 'Du erreichst unsere Hotline Mo–Fr von 8 bis 20 Uhr und Sa von 10 bis 16 Uhr.';
const snackbar = (element: Element) => $(element, '[part="snackbar"]')!;

async function loadedCart(loggedIn = false, wishlist: string[] = []) {
  const cart = await resetCart({ seed: 'default', loggedIn, wishlist });
  const element = mountShopCart({
    data: { props: { cart, customerEmailHash: loggedIn ? 'hash-of-mail' : null } },
  });
  const tiles = await waitForTiles(element);
  return { cart, element, tiles, item: cart.items.find((i) => !i.appointment)! };
}

describe('moving a cart item to the wishlist', () => {
  beforeEach(clearBrowserStorage);

  it('offers a labelled button on every tile', async () => {
    const { element, tiles, item } = await loadedCart();
    expect($$(element, '[data-action="move-to-wishlist"]')).to.have.length(tiles.length);
    // Named by its own text, then the tile's title.
    const button = moveButton(element, item.id);
    const name = (button.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => element.shadowRoot?.getElementById(id)?.textContent)
      .join(' ');
    expect(name).to.equal(`Auf den Merkzettel ${item.product.title}`);
  });

  it('adds the product, removes the item, and announces success with a link to /wishlist', async () => {
    const { element, item } = await loadedCart();
    expect(snackbar(element).getAttribute('role')).to.equal('status');
    moveButton(element, item.id).click();
    await waitUntil(() => $(element, '[part="snackbar"] [data-variant]'), 'snackbar opens', {
      timeout: 5000,
    });
    expect($$(element, `[data-item-id="${item.id}"]`)).to.have.length(0);
    expect(readAnonymousWishlist()).to.deep.equal([item.product.productId]);
    const bar = $(element, '[part="snackbar"] [data-variant]')!;
    expect(bar.dataset.variant).to.equal('success');
    expect(textOf(bar)).to.contain('Erfolg: Das Erlebnis liegt jetzt auf deinem Merkzettel.');
    expect(bar.querySelector('a')?.getAttribute('href')).to.equal('/wishlist');
    await expect(element).to.be.accessible();
    bar.querySelector<HTMLButtonElement>('button[aria-label="Meldung schließen"]')!.click();
    await waitUntil(() => !$(element, '[part="snackbar"] [data-variant]'), 'snackbar closes');
  });

  it('is blocked when the wishlist is full: error snackbar (announced as alert), item stays', async () => {
    writeAnonymousWishlist(Array.from({ length: 99 }, (_, i) => `w${i}`));
    const { element, item } = await loadedCart();
    moveButton(element, item.id).click();
    await waitUntil(() => $(element, '[part="snackbar"] [data-variant="error"]'), 'error snackbar', {
      timeout: 5000,
    });
    expect(snackbar(element).getAttribute('role')).to.equal('alert');
    expect(textOf(snackbar(element))).to.contain('maximale Anzahl an Erlebnissen');
    expect($$(element, `[data-item-id="${item.id}"]`)).to.have.length(1);
    expect((await recordedRequests()).map((r) => r.path)).not.to.include('/api/cart/remove-item');
    await expect(element).to.be.accessible();
  });

  it('uses the server for a logged-in visitor, and its COUNT_EXCEEDED blocks the move', async () => {
    const { element, item } = await loadedCart(
      true,
      Array.from({ length: 99 }, (_, i) => `w${i}`),
    );
    moveButton(element, item.id).click();
    await waitUntil(() => $(element, '[part="snackbar"] [data-variant="error"]'), 'error snackbar', {
      timeout: 5000,
    });
    const calls = (await recordedRequests()).filter((r) => r.path.startsWith('/api/wishlist/'));
    expect(calls.map(({ path, body }) => ({ path, body }))).to.deep.equal([
      { path: '/api/wishlist/add-products', body: { productId: item.product.productId } },
    ]);
    expect($$(element, `[data-item-id="${item.id}"]`)).to.have.length(1);
    expect(readAnonymousWishlist()).to.deep.equal([]);
  });

  it("moves a logged-in visitor's item after the server took it", async () => {
    const { element, item } = await loadedCart(true);
    moveButton(element, item.id).click();
    await waitUntil(() => $(element, '[part="snackbar"] [data-variant="success"]'), 'success', {
      timeout: 5000,
    });
    expect($$(element, `[data-item-id="${item.id}"]`)).to.have.length(0);
    expect(readAccountWishlist()).to.deep.equal([item.product.productId]);
  });

  it('marks the item busy while a slow server takes it, and a second click sends nothing more', async () => {
    const { element, item } = await loadedCart(true);
    // Held until the test has checked the waiting state and tried again.
    await armFault('/api/wishlist/add-products', 'hold');
    const tile = () => $(element, `[data-item-id="${item.id}"]`);
    // The next step is a link (it works before any script runs): disabled is aria-disabled.
    const nextStep = () => ({
      disabled: $(element, '[part="next-step"]')?.getAttribute('aria-disabled') === 'true',
    });
    moveButton(element, item.id).click();
    await waitUntil(() => tile()?.getAttribute('aria-busy') === 'true', 'item busy at once');
    expect(nextStep().disabled, 'next step disabled').to.equal(true);
    expect(moveButton(element, item.id).getAttribute('aria-disabled')).to.equal('true');
    expect(tile()?.querySelector('[data-action="remove"]')?.getAttribute('aria-disabled')).to.equal('true');
    expect(tile()?.querySelector('select')?.getAttribute('aria-disabled')).to.equal('true');
    await expect(element).to.be.accessible();
    moveButton(element, item.id).click();
    tile()?.querySelector<HTMLButtonElement>('[data-action="remove"]')?.click();
    await releaseHeld('/api/wishlist/add-products');
    await waitUntil(() => $(element, '[part="snackbar"] [data-variant="success"]'), 'success', {
      timeout: 5000,
    });
    const calls = (await recordedRequests()).filter((r) => r.method === 'POST');
    expect(calls.map((r) => r.path)).to.deep.equal(['/api/wishlist/add-products', '/api/cart/remove-item']);
    expectAbsent($(element, '[role="alert"]'), 'no error beside the success');
    expect(nextStep().disabled).to.equal(false);
  });

  it('keeps the item and says why when the server fails to take the product', async () => {
    const { element, item } = await loadedCart(true);
    await armFault('/api/wishlist/add-products', '500');
    moveButton(element, item.id).click();
    await waitUntil(() => $(element, '[part="snackbar"] [data-variant="error"]'), 'error snackbar', {
      timeout: 5000,
    });
    expect(textOf(snackbar(element))).to.contain('Bei der Eingabe ist ein Fehler aufgetreten');
    // The generic error comes with its hotline line (spec point 8), as everywhere else.
    expect(textOf(snackbar(element))).to.contain(HOTLINE);
    expect($$(element, `[data-item-id="${item.id}"]`)).to.have.length(1);
    expect((await recordedRequests()).some((r) => r.path === '/api/cart/remove-item')).to.equal(false);
  });

  it('keeps the item when the removal after adding fails', async () => {
    const { element, item } = await loadedCart();
    await armFault('/api/cart/remove-item', 'not-json');
    moveButton(element, item.id).click();
    await waitUntil(
      () => textOf($(element, '[role="alert"]')).includes('konnte nicht gelesen werden'),
      'error',
      {
        timeout: 5000,
      },
    );
    expect($$(element, `[data-item-id="${item.id}"]`)).to.have.length(1);
  });

  for (const [name, breakCookies] of [
    ['blocked (reads empty, drops writes)', cookiesBlocked],
    ['throwing', cookiesUnavailable],
    ['ignoring writes', cookiesIgnoreWrites],
  ] as const) {
    it(`keeps the item in the cart and says why when cookies are ${name}`, async () => {
      // An older wishlist in the cookie: a write that is ignored leaves it as it was.
      writeAnonymousWishlist(['older']);
      const { element, item } = await loadedCart();
      breakCookies();
      moveButton(element, item.id).click();
      await waitUntil(() => $(element, '[part="snackbar"] [data-variant="error"]'), 'error snackbar', {
        timeout: 5000,
      });
      expect(textOf(snackbar(element))).to.contain(
        'Dein Browser speichert keine Cookies, deshalb kann dein Merkzettel nicht gespeichert werden. Das Erlebnis bleibt in deinem Warenkorb.',
      );
      expect($$(element, `[data-item-id="${item.id}"]`)).to.have.length(1);
      expect((await recordedRequests()).some((r) => r.path === '/api/cart/remove-item')).to.equal(false);
      expect(
        (await serverCart()).items.some((i) => i.id === item.id),
        'still in the cart',
      ).to.equal(true);
      expect($(element, `[data-item-id="${item.id}"]`)?.getAttribute('aria-busy')).to.equal('false');
      await expect(element).to.be.accessible();
      restoreStorage();
      expect(readAnonymousWishlist(), 'the cookie is as it was').to.deep.equal(['older']);
    });
  }

  it('says it in the second brand form too', async () => {
    const cart = await resetCart({ tenant: 'MD_DE' });
    const element = mountShopCart({ attributes: { tenant: 'MD_DE', locale: 'de' }, data: {} });
    await waitForTiles(element);
    cookiesUnavailable();
    const item = cart.items.find((i) => !i.appointment)!;
    moveButton(element, item.id).click();
    await waitUntil(() => $(element, '[part="snackbar"] [data-variant="error"]'), 'error snackbar', {
      timeout: 5000,
    });
    expect(textOf(snackbar(element))).to.contain(
      'Dein Browser speichert keine Cookies, deshalb kann Dein Merkzettel nicht gespeichert werden. Das Erlebnis bleibt in Deinem Warenkorb.',
    );
  });
});
