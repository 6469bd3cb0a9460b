// A server-rendered English <shop-cart> (`renderShopCart(data, { locale: 'en' })`, test/plugins/ssr-page.mjs):
// English before any script runs, and hydrated with the same nodes (the English chunk loads first).
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '../../src/domain/index.js';
import { textOf } from '../helpers/cart-fixture.js';
import { resetCart, serverCart } from '../helpers/reference-api.js';
import { openSsrFrame, removeSsrFrames } from '../helpers/ssr-frame.js';

const pounds = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(amount);

/** The start-up data of the visitor's cart, rendered in English (`js` as ssr-page.mjs reads it). */
async function openEnglishPage(js: 'on' | 'off') {
  const data = (await (await fetch('/api/test/startup-data?includeCart=true')).json()) as unknown;
  return openSsrFrame(data, `js=${js}`, { size: { width: 1024, height: 800 }, render: { locale: 'en' } });
}

describe('server-rendered <shop-cart> in English', () => {
  let cart: Cart;
  beforeEach(async () => {
    cart = await resetCart({ seed: 'default' });
  });
  afterEach(() => {
    removeSsrFrames();
  });

  it('is English without JavaScript', async () => {
    const page = await openEnglishPage('off');
    const root = page.root();
    expect(page.win().document.querySelector('shop-cart')?.getAttribute('locale')).to.equal('en');
    expect(root.querySelector('[part="cart"]')?.closest('[lang]')?.getAttribute('lang')).to.equal('en');
    expect(textOf(root.querySelector('[part="title"]'))).to.equal('Basket');
    expect(textOf(root.querySelector('[data-row="total"] dd'))).to.equal(pounds(cart.total.gross.amount));
    expect(textOf(root.querySelector('a[part="next-step"]'))).to.equal('Continue to order details');
  });

  it('hydrates the same English nodes without an error and stays English when the cart changes', async () => {
    const page = await openEnglishPage('on');
    const root = page.root();
    const title = root.querySelector('[part="title"]');
    const total = root.querySelector('[data-row="total"] dd');
    const select = root.querySelector<HTMLSelectElement>('[part="item"] select')!;
    await page.hydrate();
    expect(root.querySelector('[part="title"]')).to.equal(title);
    expect(textOf(title)).to.equal('Basket');
    expect(root.querySelectorAll('[part="title"]').length, 'nothing was rendered twice').to.equal(1);
    expect(
      Object.keys(title!).some((key) => key.startsWith('__reactFiber$')),
      'React adopted the server-rendered node',
    ).to.equal(true);
    select.value = '2';
    select.dispatchEvent(new (page.win().Event)('change', { bubbles: true }));
    await waitUntil(
      async () =>
        textOf(total) === pounds((await serverCart()).total.gross.amount) &&
        textOf(total) !== pounds(cart.total.gross.amount),
      textOf(total),
      { timeout: 5000 },
    );
    expect(page.errors).to.deep.equal([]);
  });
});
