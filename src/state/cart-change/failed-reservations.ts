import { atom } from 'jotai';
import { failedReservationsInCart } from '../../domain/index.js';
import { cartAtom } from '../cart/cart-status.js';

/** Appointment ids whose reservation failed (code 300), as the server named them. */
export const failedReservationsAtom = atom<readonly string[]>([]);

/**
 * The failed reservations whose items are still in the cart: a tile's mark stays until its item leaves
 * the cart (spec point 4), then it is gone, also if the same appointment comes back later.
 */
export const markedReservationsAtom = atom((get) =>
  failedReservationsInCart(get(failedReservationsAtom), get(cartAtom)?.items ?? []),
);

/** Counts failed reservation attempts: each one moves the focus to the first marked tile. */
export const reservationFailuresAtom = atom(0);
