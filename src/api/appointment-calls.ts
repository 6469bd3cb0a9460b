import { requestJson, type HttpClient } from './http-client.js';
import { ReservationsSchema } from './schemas/reservations-schema.js';

/** POST /api/reserve-appointments: reserves the cart's appointments before the next step. */
export function reserveAppointments(
  client: HttpClient,
  appointmentIds: readonly string[],
  signal?: AbortSignal,
) {
  return requestJson(client, '/api/reserve-appointments', ReservationsSchema, {
    method: 'POST',
    body: { appointmentIds: [...appointmentIds] },
    signal,
  });
}
