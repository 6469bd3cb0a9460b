import { moneyFromMinorUnits, toMinorUnits } from './money.js';
import { isTicket, productKind } from './product-kind.js';
import type { Cart, CartItem, Money, Product } from './types/index.js';

/** The number of cart items: the sum of all quantities. */
export function cartItemCount(cart: Pick<Cart, 'items'> | null | undefined): number {
  return (cart?.items ?? []).reduce((count, item) => count + item.quantity, 0);
}

/** One row of the cart: tickets are shown once per ticket, other items once with their quantity. */
export interface CartRow {
  item: CartItem;
  /** 0 for items without appointment; 0 .. quantity-1 for tickets. */
  ticketIndex: number;
  /** True when the row is one ticket of an appointment (no quantity control). */
  isTicket: boolean;
}

/**
 * The rows of the cart: a ticket (the one rule of `isTicket`, also used by tracking) is expanded to one
 * row per ticket.
 */
export function cartRows(items: readonly CartItem[]): CartRow[] {
  return items.flatMap((item): CartRow[] =>
    isTicket(item)
      ? Array.from({ length: item.quantity }, (_, ticketIndex) => ({ item, ticketIndex, isTicket: true }))
      : [{ item, ticketIndex: 0, isTicket: false }],
  );
}

/** The quantity after removing one ticket of an item; 0 means the item leaves the cart. */
export function quantityAfterTicketRemoval(item: Pick<CartItem, 'quantity'>): number {
  return Math.max(0, item.quantity - 1);
}

/** How participants are shown: a min-max range when min is below max, else a single count. */
export type ParticipantsDisplay =
  { kind: 'range'; min: number; max: number } | { kind: 'count'; count: number };

/** The participants of a product, or `undefined` when it names none. */
export function participantsDisplay(
  product: Pick<Product, 'minParticipants' | 'maxParticipants'>,
): ParticipantsDisplay | undefined {
  const { minParticipants: min, maxParticipants: max } = product;
  if (min !== undefined && max !== undefined && min < max) return { kind: 'range', min, max };
  const count = min ?? max;
  return count === undefined ? undefined : { kind: 'count', count };
}

/** One ticket's share of an appointment item's total, to the cent. */
export function pricePerTicket(item: Pick<CartItem, 'total' | 'quantity'>): Money {
  const { amount, currencyCode } = item.total.gross;
  return moneyFromMinorUnits(Math.round(toMinorUnits(amount) / Math.max(1, item.quantity)), currencyCode);
}

/** How the quantity of an item reads: tickets for appointments, vouchers for experiences and value vouchers. */
export function quantityUnit(item: Pick<CartItem, 'appointment' | 'product'>): 'tickets' | 'vouchers' | null {
  if (isTicket(item)) return 'tickets';
  const kind = productKind(item.product.productType);
  return kind === 'experience' || kind === 'value_voucher' ? 'vouchers' : null;
}

/** True when the item is sent as a voucher of the shop's brand (experiences and value vouchers, no tickets). */
export function isBrandVoucher(item: Pick<CartItem, 'appointment' | 'product'>): boolean {
  return quantityUnit(item) === 'vouchers';
}
