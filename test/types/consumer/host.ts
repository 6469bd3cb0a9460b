// A TypeScript host page script as a shop would write it, compiled by package-types.node.test.ts against
// the declarations that `npm run build` emits, reached through the package's "exports". Each
// `@ts-expect-error` proves a type is precise (an `any` would make the expectation unused, an error).
import type { CartChangeDetail, ShopCartErrorReason, WishlistChangeDetail } from 'shop-cart-fragment';
import { mountCart } from 'shop-cart-fragment/shop-cart.js';
import 'shop-cart-fragment/shop-cart-counter.js';
import 'shop-cart-fragment/shop-wishlist-counter.js';

const cart = document.createElement('shop-cart');
cart.tenant = 'JS_DE';
cart.baseUrl = '';
// @ts-expect-error the tenant is a string
cart.tenant = 1;

cart.addEventListener('shop-cart-error', (event) => {
  const reason: ShopCartErrorReason = event.detail.reason;
  // @ts-expect-error the message is a string
  const length: number = event.detail.message;
  return [reason, length];
});

window.addEventListener('shop:cart-change', (event) => {
  const detail: CartChangeDetail = event.detail;
  const count: number = detail.itemCount;
  const currency: string = detail.total.currencyCode;
  // @ts-expect-error the cart id is a string
  const id: number = detail.cartId;
  return [count, currency, id];
});

window.addEventListener('shop:wishlist-change', (event) => {
  const detail: WishlistChangeDetail = event.detail;
  const ids: string[] = detail.productIds;
  return ids;
});

document.addEventListener('shop-cart-error', (event) => event.detail.reason);

const wishlist = document.createElement('shop-wishlist-counter');
wishlist.productIds = ['p-1', 'p-2'];
const shown: number = wishlist.count;
// @ts-expect-error product ids are strings
wishlist.productIds = [1];

const counter = document.querySelector('shop-cart-counter');
const items: number | undefined = counter?.count;

const mounted = mountCart(document.getElementById('cart'), { tenant: 'JS_DE' });
mounted.unmount();

export { shown, items };
