import type { CartItem, Money } from './types/index.js';
import { moneyFromMinorUnits, toMinorUnits } from './money.js';

/** One ticket's share of an appointment item's total, to the cent. */
export function pricePerTicket(item: Pick<CartItem, 'total' | 'quantity'>): Money {
  const { amount, currencyCode } = item.total.gross;
  return moneyFromMinorUnits(Math.round(toMinorUnits(amount) / Math.max(1, item.quantity)), currencyCode);
}

/** The range of persons when min is below max, else the single count (spec point 2). */
export type Participants = { kind: 'range'; min: number; max: number } | { kind: 'count'; count: number };

export function participantsOf(product: {
  minParticipants?: number;
  maxParticipants?: number;
}): Participants | null {
  const { minParticipants: min, maxParticipants: max } = product;
  if (min !== undefined && max !== undefined && min < max) return { kind: 'range', min, max };
  const count = max ?? min;
  return count === undefined || count <= 0 ? null : { kind: 'count', count };
}
