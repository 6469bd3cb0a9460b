// A lazy chunk: loaded when the shopper asks for the next step (see use-next-step.ts).
import { atom } from 'jotai';
import { ApiError } from '../../api/index.js';
import { reserveAppointments } from '../../api/appointment-calls.js';
import { appointmentIdsToReserve } from '../../domain/index.js';
import { httpClientAtom } from '../setup/api-client.js';
import { postCartEventAtom } from '../sync/cart-events.js';
import { cartAtom, cartChangeErrorAtom, showChangeFailureAtom } from '../cart/cart-status.js';
import { pendingCartChangesAtom, startingChangesAtom } from '../cart/pending-cart-calls.js';
import { messageForFailure } from '../messages/error-message.js';
import { reportIfUnexpected } from '../setup/error-reporting.js';
import { failedReservationsAtom, reservationFailuresAtom } from '../cart-change/failed-reservations.js';

/** 'proceed': go to the next step; 'stay': the cart says why not (taken appointments, failed call). */
export type NextStepDecision = 'proceed' | 'stay';

const RESERVATION_FAILED = 300;

function takenAppointments(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.failure.kind !== 'http') return null;
  const { body } = error.failure;
  if (body.code !== RESERVATION_FAILED) return null;
  const ids = body.fields?.appointmentIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Before the next step (spec points 4 and 7): a cart with appointments reserves them
 * (POST /api/reserve-appointments). Code 300 marks exactly the appointments it names and the shopper stays
 * on the cart; any other failure shows its message. Only a successful reservation, or none needed, posts
 * checkout-proceeded-to-p2 and answers 'proceed'. The next-step button is disabled meanwhile.
 */
export const proceedToNextStepAtom = atom(null, async (get, set): Promise<NextStepDecision> => {
  const cart = get(cartAtom);
  // A change the shopper made counts from the click on, also while its call waits for the paint.
  if (!cart || get(pendingCartChangesAtom) > 0 || get(startingChangesAtom).count > 0) return 'stay';
  const appointmentIds = appointmentIdsToReserve(cart.items);
  set(pendingCartChangesAtom, (n) => n + 1);
  try {
    if (appointmentIds.length > 0) {
      try {
        await reserveAppointments(get(httpClientAtom), appointmentIds);
        set(failedReservationsAtom, []);
      } catch (error) {
        const taken = takenAppointments(error);
        if (taken && taken.length > 0) {
          set(failedReservationsAtom, taken);
          set(reservationFailuresAtom, (n) => n + 1);
          set(cartChangeErrorAtom, null);
        } else {
          reportIfUnexpected(get, error, 'reserve-appointments');
          set(showChangeFailureAtom, await messageForFailure(get, error));
        }
        return 'stay';
      }
    }
    set(cartChangeErrorAtom, null);
    await set(postCartEventAtom, 'checkout-proceeded-to-p2');
    return 'proceed';
  } finally {
    set(pendingCartChangesAtom, (n) => n - 1);
  }
});
