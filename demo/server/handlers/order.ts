// The steps towards an order: validate personal information, reserve appointments, create the payment
// session.
import { orderIdPrefix, shippingAllowed, shippingKind } from '../../../src/domain/index.js';
import { missingPersonalFields } from '../../../src/domain/payments/index.js';
import type { Address, PersonalInformation } from '../../../src/domain/index.js';
import { REFUSED_EMAIL, TAKEN_APPOINTMENT_ID, UNDELIVERABLE_ZIP } from '../demo-codes.js';
import { codedError } from '../error-codes.js';
import { badField, notFound } from '../http.js';
import { objectBody, optionalObjectBody } from '../input.js';
import { readPaymentType } from '../payment-types.js';
import { ok } from '../router.js';
import type { Answer, RequestContext, Route } from '../router.js';
import { effectiveShippingMethod } from '../shipping.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validatePersonalInformation({ visitor, body }: RequestContext): Answer {
  const info = objectBody(body) as PersonalInformation;
  const missing = missingPersonalFields(info);
  if (missing.length > 0) {
    throw codedError(606, {
      key: 'MISSING_FIELDS',
      fields: Object.fromEntries(missing.map((field) => [field, 'required'])),
    });
  }
  const email = String(info.email).trim();
  if (!EMAIL.test(email) || email.toLowerCase() === REFUSED_EMAIL) {
    throw codedError(606, { key: 'INVALID_FIELDS', fields: { email: 'invalid' } });
  }
  const address: Address | undefined = info.distinctShippingAddressSelected
    ? info.shippingAddress
    : info.billingAddress;
  const method = effectiveShippingMethod(visitor.cart);
  const country = String(address?.countryCode ?? '');
  if (method && method !== 'online') {
    if (shippingKind(method) === 'Express' && country !== 'DE')
      throw codedError(100, { fields: { countryCode: country } });
    if (!shippingAllowed(method, country, visitor.cart.tenant))
      throw codedError(103, { fields: { countryCode: country } });
    if (String(address?.zipCode ?? '').trim() === UNDELIVERABLE_ZIP) {
      throw codedError(104, { fields: { zipCode: UNDELIVERABLE_ZIP } });
    }
  }
  return ok({ valid: true });
}

function reserveAppointments({ visitor, body }: RequestContext): Answer {
  const input = optionalObjectBody(body);
  const state = visitor.cart;
  const withAppointment = state.items.filter((item) => item.appointment?.appointmentId);
  let wanted = withAppointment;
  if (input.appointmentIds !== undefined) {
    const ids = input.appointmentIds;
    if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) {
      throw badField('appointmentIds', 'notAListOfIds');
    }
    const unknown = ids.filter(
      (id) => !withAppointment.some((item) => item.appointment?.appointmentId === id),
    );
    if (unknown.length > 0) throw notFound(`No appointment ${unknown.join(', ')} in this cart.`);
    wanted = withAppointment.filter((item) => ids.includes(item.appointment?.appointmentId ?? ''));
  }
  const taken = wanted.flatMap((item) =>
    item.appointment?.appointmentId === TAKEN_APPOINTMENT_ID ? [item.appointment.appointmentId] : [],
  );
  if (taken.length > 0) {
    throw codedError(300, {
      message: 'The appointment is no longer available.',
      fields: { appointmentIds: taken },
    });
  }
  const reservations = wanted.map((item) => {
    const appointmentId = item.appointment?.appointmentId ?? '';
    const reservationId = `res-${appointmentId}-${state.cartVersion + 1}`;
    if (item.appointment) item.appointment = { ...item.appointment, reservationId };
    return { cartItemId: item.id, appointmentId, reservationId };
  });
  if (reservations.length > 0) state.cartVersion += 1;
  return ok({ reservations });
}

function createPaymentSession({ visitor, body }: RequestContext): Answer {
  const input = objectBody(body);
  if (input.paymentType === undefined || input.paymentType === null)
    throw badField('paymentType', 'required');
  const paymentType = readPaymentType(input.paymentType);
  if (!paymentType) throw codedError(800, { fields: { paymentType: 'invalid' } });
  const state = visitor.cart;
  if (state.items.length === 0) throw codedError(1200, { message: 'The cart is empty.' });
  visitor.orderCount += 1;
  const number = String(4200000 + visitor.orderCount);
  state.selectedPaymentType = paymentType;
  state.cartVersion += 1;
  const session: { orderId: string; paypalOrderId?: string; stripeClientSecret?: string } = {
    orderId: `1-${orderIdPrefix(state.tenant)}${number}`,
  };
  if (paymentType.startsWith('paypal')) session.paypalOrderId = `PAYPAL-${number}`;
  if (paymentType.startsWith('stripe')) session.stripeClientSecret = `pi_demo${number}_secret_demo`;
  return ok(session);
}

export const orderRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/cart/validate-personal-information',
    handler: validatePersonalInformation,
  },
  { method: 'POST', pattern: '/api/reserve-appointments', handler: reserveAppointments },
  { method: 'POST', pattern: '/api/cart/create-payment-session', handler: createPaymentSession },
];
