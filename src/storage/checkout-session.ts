import type { PersonalInformation } from '../domain/index.js';
import { writeCookie } from './cookies.js';
import { COOKIES, SESSION_KEYS } from './storage-keys.js';
import { removeKey, writeString } from './web-storage.js';

/** What an express flow hands to the next checkout step (spec point 9). */
export interface CheckoutSession {
  orderId: string;
  paypalOrderId?: string | undefined;
  stripeClientSecret?: string | undefined;
}

/**
 * Keeps the order id, the PayPal order id and the card provider's client secret in session storage for
 * the next step; a value the session does not have is removed, so no earlier flow's value is left.
 */
export function storeCheckoutSession(session: CheckoutSession): void {
  const values: [string, string | undefined][] = [
    [SESSION_KEYS.orderId, session.orderId],
    [SESSION_KEYS.paypalOrderId, session.paypalOrderId],
    [SESSION_KEYS.stripeClientSecret, session.stripeClientSecret],
  ];
  for (const [key, value] of values) {
    if (value) writeString('session', key, value);
    else removeKey('session', key);
  }
}

/** Keeps the validated personal information for the next step: a JSON cookie of two hours. */
export function storePersonalInfo(info: PersonalInformation): boolean {
  return writeCookie(COOKIES.personalInfo, JSON.stringify(info));
}
