import * as v from 'valibot';
import { tolerantList } from './tolerant-list.js';

/** POST /api/reserve-appointments: the reservations made (the cart's next version carries them). */
export const ReservationsSchema = v.object({
  reservations: tolerantList(
    v.object({ cartItemId: v.string(), appointmentId: v.string(), reservationId: v.string() }),
  ),
});
