// The package root for TypeScript hosts: the types of the three elements and of the public events, with
// their global entries (HTMLElementTagNameMap, WindowEventMap, HTMLElementEventMap), and of trackPurchase's
// order and options. Types only: the elements load from their own entries (shop-cart.js,
// shop-wishlist-counter.js, shop-cart-counter.js), trackPurchase from shop-tracking.js.
export type { ShopCartElement } from './shop-cart.js';
export type { MountedCart } from '../src/cart/fragment/render/mount-cart.js';
export type { ShopCartCounterElement } from './shop-cart-counter.js';
export type { ShopWishlistCounterElement } from './shop-wishlist-counter.js';
export type { Order, PurchaseOptions } from './shop-tracking.js';
export type { CartChangeDetail, CartChangeEvent } from '../src/events/cart-change.js';
export type { WishlistChangeDetail, WishlistChangeEvent } from '../src/events/wishlist-change.js';
export type { ShopCartChangeEvent } from '../src/events/shop-cart-change.js';
export type { ShopWishlistChangeEvent } from '../src/events/shop-wishlist-change.js';
export type {
  ShopCartErrorDetail,
  ShopCartErrorEvent,
  ShopCartErrorReason,
} from '../src/events/shop-cart-error.js';
export type { ShopCartStartupError } from '../src/cart/fragment/render/cart-handle.js';
