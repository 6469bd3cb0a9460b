// The counters in the shop header. The page server writes them, so what it knows of the visitor (cart,
// wishlist, login) can go into their markup; each is one function so either can grow attributes or a
// start-up child without touching the page template.
import type { VisitorState } from '../server/state.js';
import type { StartupData } from '../server/startup-data.js';
import { jsonForScript } from './html.js';

export interface HeaderCounterContext {
  visitor: VisitorState;
  /** The start-up data of the page's <shop-cart>. */
  data: StartupData;
}

/**
 * `<shop-wishlist-counter>`: the number of wishlist items. A logged-in visitor's wishlist lives on the
 * server, which the counter cannot read (the spec has no read call): the page gives it as the counter's
 * JSON child `{ "productIds": [...] }` (README, "The counters"). An anonymous visitor's list is the
 * wishlist cookie, which the counter reads itself.
 */
export const renderWishlistCounter = ({ visitor }: HeaderCounterContext): string =>
  visitor.cart.loggedIn
    ? '<shop-wishlist-counter><script type="application/json">' +
      jsonForScript({ productIds: visitor.wishlist }) +
      '</script></shop-wishlist-counter>'
    : '<shop-wishlist-counter></shop-wishlist-counter>';

/** `<shop-cart-counter>`: the number of cart items. */
export const renderCartCounter = (_context: HeaderCounterContext): string =>
  '<shop-cart-counter></shop-cart-counter>';
