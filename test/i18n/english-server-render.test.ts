// A server-rendered English <shop-cart> (`renderShopCart(data, { locale: 'en' })`, test/plugins/ssr-page.mjs):
// English before any script runs, and hydrated with the same nodes (the English chunk loads first).
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '../../src/domain/index.js';
import { textOf } from '../helpers/cart-fixture.js';
import { resetCart, serverCart } from '../helpers/reference-api.js';

type FrameWindow = Window & typeof globalThis;

const frames: HTMLIFrameElement[] = [];
const pounds = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(amount);

async function openEnglishPage(js: 'on' | 'off') {
  const data = (await (await fetch('/api/test/startup-data?includeCart=true')).json()) as unknown;
  const id = `en${Math.random().toString(36).slice(2)}`;
  await fetch(`/test-pages/ssr/${id}`, {
    method: 'POST',
    body: JSON.stringify({ data, options: { locale: 'en' } }),
  });
  const frame = document.createElement('iframe');
  frame.style.width = '1024px';
  frame.style.height = '800px';
  if (js === 'off') frame.sandbox.add('allow-same-origin');
  frame.src = `/test-pages/ssr/${id}?js=${js}`;
  document.body.append(frame);
  frames.push(frame);
  const win = () => frame.contentWindow as FrameWindow;
  const root = () => frame.contentDocument?.querySelector('shop-cart')?.shadowRoot ?? null;
  await waitUntil(
    () => frame.contentDocument?.readyState !== 'loading' && root()?.querySelector('[part]'),
    'the server-rendered cart is in the page',
    { timeout: 5000 },
  );
  const errors: string[] = [];
  if (js === 'on') {
    const original = win().console.error.bind(win().console);
    win().console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
      original(...args);
    };
  }
  return { win, root: () => root()!, errors, id };
}

describe('server-rendered <shop-cart> in English', () => {
  let cart: Cart;
  beforeEach(async () => {
    cart = await resetCart({ seed: 'default' });
  });
  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
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
    let announced = false;
    page.win().addEventListener('shop:cart-change', () => (announced = true));
    await fetch(`/test-pages/ssr-gate/${page.id}`, { method: 'POST' });
    await waitUntil(() => announced, 'the hydrated cart announces itself', { timeout: 8000 });
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
