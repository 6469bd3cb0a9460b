// The rows of the fault matrix (fault-matrix.test.ts): every call that changes the cart, as a shopper
// makes it on the page. A section adds its calls here (set-item-packaging, set-shipping-method ...): one
// row each, nothing else to change.
import { waitUntil } from '@open-wc/testing';
import type { CartChangeCallPath } from '../../../src/api/index.js';
import type { Cart, CartItem } from '../../../src/domain/index.js';
import { $, $$, choose } from '../../helpers/cart-fixture.js';
import { section, typeInto } from '../../helpers/money-cart.js';
import type { ResetOptions } from '../../helpers/reference-api.js';

export interface CartCallRow {
  /** The call as the matrix names it. */
  name: string;
  /** The path whose next call gets the fault: a cart-changing call, or the wishlist's add before a move. */
  path: CartChangeCallPath | '/api/wishlist/add-products';
  /** The visitor on the reference API (seed, logged in, mode ...). */
  visitor?: ResetOptions;
  /** Calls made before the page opens (a coupon to remove ...). */
  prepare?: () => Promise<void>;
  /** The item the call acts on: its tile shows busy, and keeps its quantity when the call fails. */
  item?: (cart: Cart) => CartItem;
  /** The shopper's action on the page that makes the call (it does not wait for the answer). */
  act: (element: Element, cart: Cart) => void | Promise<void>;
  /** The same action again while the call is in flight: it must send nothing more. */
  repeat: (element: Element, cart: Cart) => void;
  /** True when the server's cart shows the action carried out. */
  done: (server: Cart, before: Cart) => boolean;
  /**
   * Where a failure is told: at the item's tile ('item'; at the page's change notice once the item left the
   * cart), the page's change notice (changes of the whole cart), the snackbar, or a selector (a field's message).
   */
  failureShows: 'item' | 'notice' | 'snackbar' | { field: string };
  /**
   * False when the page need not tell a lost answer: the reload after it shows the change carried out
   * and the entry with its message gives way to the result (the loyalty number shows as set).
   */
  toldWhenAnswerLost?: boolean;
  /** False when the faulted call itself does not change the cart (the wishlist's add before the removal). */
  faultedCallChangesCart: boolean;
  /** Text shown on success besides the cart itself (a snackbar). */
  successShows?: string;
}

const tilesOf = (element: Element, item: CartItem) => $$(element, `[part="item"][data-item-id="${item.id}"]`);
const click = (element: Element, item: CartItem, action: string, tile = 0) =>
  tilesOf(element, item)[tile]?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)?.click();

/** The first item without appointment (it has a quantity dropdown), other than `skip`. */
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
const MOVED = 'Das Erlebnis liegt jetzt auf deinem Merkzettel.';
const LOGGED_IN = { visitor: { loggedIn: true } };

function itemRow<Path extends CartCallRow['path']>(
  row: Omit<CartCallRow, 'path' | 'done' | 'act' | 'repeat' | 'item' | 'faultedCallChangesCart'> & {
    path: Path;
    item: (cart: Cart) => CartItem;
    act: (element: Element, item: CartItem) => void;
    done: (server: Cart, item: CartItem) => boolean;
    faultedCallChangesCart?: boolean;
  },
): CartCallRow & { path: Path } {
  return {
    ...row,
    faultedCallChangesCart: row.faultedCallChangesCart ?? true,
    act: (element, cart) => row.act(element, row.item(cart)),
    repeat: (element, cart) => row.act(element, row.item(cart)),
    done: (server, before) => row.done(server, row.item(before)),
  };
}

const discountSection = (element: Element) => section(element, 'discount');
/** The default seed ships box_standard; its express counterpart. */
const expressRadio = (element: Element) =>
  $<HTMLInputElement>(element, '[part="shipping"] [data-shipping-option="box_express"] input');
const submitIn = (part: HTMLElement) => part.querySelector<HTMLButtonElement>('button[type="submit"]');

async function enterCode(element: Element, code: string) {
  const part = discountSection(element);
  [...part.querySelectorAll('button')]
    .find((button) => button.textContent?.startsWith('Rabattcode oder'))
    ?.click();
  await waitUntil(() => part.querySelector('input'), 'the code entry opens');
  typeInto(part.querySelector('input') as HTMLInputElement, code);
  submitIn(part)?.click();
}

async function enterLoyaltyNumber(element: Element, number: string) {
  const part = section(element, 'loyalty');
  await waitUntil(() => part.querySelector('input'), 'the loyalty entry');
  typeInto(part.querySelector('input') as HTMLInputElement, number);
  submitIn(part)?.click();
}

const ROWS = [
  itemRow({
    name: 'set-item-quantity',
    path: '/api/cart/set-item-quantity',
    item: (cart) => plainItem(cart),
    act: (element, item) => {
      const select = tilesOf(element, item)[0]?.querySelector('select');
      if (select) choose(select, String(item.quantity + 2));
    },
    done: (server, item) => quantityOf(server, item) === item.quantity + 2,
    failureShows: 'item',
  }),
  itemRow({
    name: 'remove-item',
    path: '/api/cart/remove-item',
    item: (cart) => plainItem(cart),
    act: (element, item) => click(element, item, 'remove'),
    done: (server, item) => quantityOf(server, item) === undefined,
    failureShows: 'item',
  }),
  itemRow({
    name: 'remove one ticket (set-item-quantity)',
    path: '/api/cart/set-item-quantity',
    item: ticketItem,
    act: (element, item) => click(element, item, 'remove', 1),
    done: (server, item) => quantityOf(server, item) === item.quantity - 1,
    failureShows: 'item',
  }),
  itemRow({
    name: 'move to wishlist: add-products',
    path: '/api/wishlist/add-products',
    ...LOGGED_IN,
    item: (cart) => plainItem(cart),
    act: (element, item) => click(element, item, 'move-to-wishlist'),
    done: (server, item) => quantityOf(server, item) === undefined,
    failureShows: 'snackbar',
    faultedCallChangesCart: false,
    successShows: MOVED,
  }),
  itemRow({
    name: 'move to wishlist: remove-item',
    path: '/api/cart/remove-item',
    ...LOGGED_IN,
    item: (cart) => plainItem(cart),
    act: (element, item) => click(element, item, 'move-to-wishlist'),
    done: (server, item) => quantityOf(server, item) === undefined,
    failureShows: 'item',
    successShows: MOVED,
  }),
  {
    name: 'add-coupon',
    path: '/api/cart/add-coupon',
    ...LOGGED_IN,
    act: (element) => enterCode(element, 'SOMMER10'),
    repeat: (element) => submitIn(discountSection(element))?.click(),
    done: (server) => server.coupon?.code === 'SOMMER10',
    failureShows: { field: '[data-section="discount"] [data-field-message="error"]' },
    faultedCallChangesCart: true,
  },
  {
    name: 'remove-coupon',
    path: '/api/cart/remove-coupon',
    ...LOGGED_IN,
    prepare: async () => {
      const response = await fetch('/api/cart/add-coupon', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ coupon: 'ERLEBNIS15', referer: window.location.href }),
      });
      if (!response.ok) throw new Error(`add-coupon: HTTP ${response.status}`);
    },
    act: (element) => $<HTMLButtonElement>(element, '[aria-label="Rabattcode ERLEBNIS15 löschen"]')?.click(),
    repeat: (element) =>
      $<HTMLButtonElement>(element, '[aria-label="Rabattcode ERLEBNIS15 löschen"]')?.click(),
    done: (server) => server.coupon === undefined,
    failureShows: 'notice',
    faultedCallChangesCart: true,
  },
  {
    name: 'remove-voucher',
    path: '/api/cart/remove-voucher',
    visitor: { mode: 'redemption' },
    act: (element) => $<HTMLButtonElement>(element, '[data-remove-voucher]')?.click(),
    repeat: (element) => $<HTMLButtonElement>(element, '[data-remove-voucher]')?.click(),
    done: (server, before) => server.vouchers.length === before.vouchers.length - 1,
    failureShows: 'notice',
    faultedCallChangesCart: true,
  },
  {
    name: 'set-payback-number',
    path: '/api/cart/set-payback-number',
    act: (element) => enterLoyaltyNumber(element, '1234567890'),
    repeat: (element) => submitIn(section(element, 'loyalty'))?.click(),
    done: (server) => server.payback?.number === '1234567890',
    toldWhenAnswerLost: false,
    failureShows: { field: '[data-section="loyalty"] [data-field-message="error"]' },
    faultedCallChangesCart: true,
  },
  itemRow({
    name: 'set-item-packaging',
    path: '/api/cart/set-item-packaging',
    // The cooking class, packed as a gift box: the shopper picks the PDF.
    item: (cart) => plainItem(cart),
    act: (element, item) =>
      tilesOf(element, item)[0]
        ?.querySelector<HTMLInputElement>('[data-packaging-option="Pdf"] input')
        ?.click(),
    done: (server, item) => server.items.find((i) => i.id === item.id)?.selectedPackaging?.type === 'Pdf',
    failureShows: 'item',
  }),
  {
    // A change of the whole cart: no tile is busy, the next step waits; a failure is told in the section.
    name: 'set-shipping-method',
    path: '/api/cart/set-shipping-method',
    act: (element) => expressRadio(element)?.click(),
    repeat: (element) => expressRadio(element)?.click(),
    done: (server) => server.shipping?.method === 'box_express',
    failureShows: { field: '[part="shipping"] [data-shipping-error]' },
    faultedCallChangesCart: true,
  },
] satisfies CartCallRow[];

// Every call of the API's CART_CHANGE_CALLS has a row: a call added to the list without its row fails
// typecheck here, naming the missing path.
type CallsWithoutRow = Exclude<CartChangeCallPath, (typeof ROWS)[number]['path']>;
const _everyCallHasARow: [CallsWithoutRow] extends [never] ? true : CallsWithoutRow = true;

export const CART_CALL_ROWS: CartCallRow[] = ROWS;
