// The rows of the fault matrix (fault-matrix.test.ts): every call that changes the cart, as a shopper
// makes it on the page. A section adds its calls here (add-coupon, remove-coupon, remove-voucher,
// set-payback-number, set-item-packaging, set-shipping-method): one row each, nothing else to change.
import type { Cart, CartItem } from '../../src/domain/index.js';
import { $$, choose } from '../helpers/cart-fixture.js';
import type { ResetOptions } from '../helpers/reference-api.js';

export interface CartCallRow {
  /** The call as the matrix names it. */
  name: string;
  /** The path whose next call gets the fault. */
  path: string;
  /** The visitor on the reference API (seed, logged in ...). */
  visitor?: ResetOptions;
  /** Start-up props besides the cart (a logged-in visitor's `customerEmailHash` ...). */
  props?: Record<string, unknown>;
  /** What the shopper acts on; another plain item must remain for the 'overtaken' column. */
  target: (cart: Cart) => CartItem;
  /** The shopper's action on the page that makes the call. */
  act: (element: Element, target: CartItem) => void;
  /** True when the server's cart shows the action carried out. */
  done: (server: Cart, target: CartItem) => boolean;
  /** Where a failure of this call is told: the page's change notice, the snackbar, or its own section. */
  failureShows: 'notice' | 'snackbar' | { section: string };
  /** False when the faulted call itself does not change the cart (the wishlist's add before the removal). */
  faultedCallChangesCart: boolean;
  /** False for a change of the whole cart (shipping): no item is busy, only the next step waits. */
  itemAction?: boolean;
  /** Whether a recorded call is the one of this action (default: its body names the target item). */
  isActionCall?: (body: unknown, target: CartItem) => boolean;
}

const tilesOf = (element: Element, item: CartItem) => $$(element, `[part="item"][data-item-id="${item.id}"]`);
const click = (element: Element, item: CartItem, action: string, tile = 0) =>
  tilesOf(element, item)[tile]?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)?.click();

/** The first item without appointment: it has a quantity dropdown. */
export const plainItem = (cart: Cart, skip?: CartItem): CartItem => {
  const item = cart.items.find((candidate) => !candidate.appointment && candidate.id !== skip?.id);
  if (!item) throw new Error('the seed needs items without appointment');
  return item;
};

const ticketItem = (cart: Cart): CartItem => {
  const item = cart.items.find((candidate) => candidate.appointment && candidate.quantity > 1);
  if (!item) throw new Error('the seed needs an appointment item with two tickets');
  return item;
};

const quantityOf = (cart: Cart, item: CartItem) => cart.items.find((i) => i.id === item.id)?.quantity;
const packagingOf = (cart: Cart, item: CartItem) =>
  cart.items.find((i) => i.id === item.id)?.selectedPackaging?.type;
const gone = (server: Cart, target: CartItem) => quantityOf(server, target) === undefined;
const LOGGED_IN = { visitor: { loggedIn: true }, props: { customerEmailHash: 'hash-of-mail' } };

export const CART_CALL_ROWS: CartCallRow[] = [
  {
    name: 'set-item-quantity',
    path: '/api/cart/set-item-quantity',
    target: (cart) => plainItem(cart),
    act: (element, target) => {
      const select = tilesOf(element, target)[0]?.querySelector('select');
      if (select) choose(select, String(target.quantity + 2));
    },
    done: (server, target) => quantityOf(server, target) === target.quantity + 2,
    failureShows: 'notice',
    faultedCallChangesCart: true,
  },
  {
    name: 'remove-item',
    path: '/api/cart/remove-item',
    target: (cart) => plainItem(cart),
    act: (element, target) => click(element, target, 'remove'),
    done: gone,
    failureShows: 'notice',
    faultedCallChangesCart: true,
  },
  {
    name: 'remove one ticket (set-item-quantity)',
    path: '/api/cart/set-item-quantity',
    target: ticketItem,
    act: (element, target) => click(element, target, 'remove', 1),
    done: (server, target) => quantityOf(server, target) === target.quantity - 1,
    failureShows: 'notice',
    faultedCallChangesCart: true,
  },
  {
    name: 'move to wishlist: add-products',
    path: '/api/wishlist/add-products',
    ...LOGGED_IN,
    target: (cart) => plainItem(cart),
    act: (element, target) => click(element, target, 'move-to-wishlist'),
    done: gone,
    failureShows: 'snackbar',
    faultedCallChangesCart: false,
  },
  {
    name: 'move to wishlist: remove-item',
    path: '/api/cart/remove-item',
    ...LOGGED_IN,
    target: (cart) => plainItem(cart),
    act: (element, target) => click(element, target, 'move-to-wishlist'),
    done: gone,
    failureShows: 'notice',
    faultedCallChangesCart: true,
  },
  {
    name: 'set-item-packaging',
    path: '/api/cart/set-item-packaging',
    // The cooking class, packed as a gift box: the shopper picks the PDF.
    target: (cart) => plainItem(cart),
    act: (element, target) =>
      tilesOf(element, target)[0]
        ?.querySelector<HTMLInputElement>('[data-packaging-option="Pdf"] input')
        ?.click(),
    done: (server, target) => packagingOf(server, target) === 'Pdf',
    failureShows: 'notice',
    faultedCallChangesCart: true,
  },
  {
    name: 'set-shipping-method',
    path: '/api/cart/set-shipping-method',
    // The default seed ships box_standard; the shopper picks box_express.
    target: (cart) => plainItem(cart),
    act: (element) =>
      $$<HTMLInputElement>(
        element,
        '[part="shipping"] [data-shipping-option="box_express"] input',
      )[0]?.click(),
    done: (server) => server.shipping?.method === 'box_express',
    failureShows: { section: '[part="shipping"] [data-shipping-error]' },
    faultedCallChangesCart: true,
    itemAction: false,
    isActionCall: (body) => JSON.stringify(body) === JSON.stringify({ method: 'box_express' }),
  },
];
