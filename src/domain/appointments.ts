import type { CartItem } from './types/index.js';

/** The appointment ids of the cart that are reserved before the next step, each once. */
export function appointmentIdsToReserve(items: readonly Pick<CartItem, 'appointment'>[]): string[] {
  const ids = items.flatMap((item) =>
    item.appointment?.appointmentId ? [item.appointment.appointmentId] : [],
  );
  return [...new Set(ids)];
}

/**
 * The failed reservations still to mark: a mark stays until its item leaves the cart (spec point 4).
 * Answers the same array when nothing left, so state built on it does not change needlessly.
 */
export function failedReservationsInCart(
  failed: readonly string[],
  items: readonly Pick<CartItem, 'appointment'>[],
): readonly string[] {
  const inCart = new Set(appointmentIdsToReserve(items));
  const kept = failed.filter((id) => inCart.has(id));
  return kept.length === failed.length ? failed : kept;
}

/** True when the item's appointment failed to reserve. */
export function reservationFailed(item: Pick<CartItem, 'appointment'>, failed: readonly string[]): boolean {
  const id = item.appointment?.appointmentId;
  return id !== undefined && failed.includes(id);
}
