import type { PersonalInformation } from '../domain/index.js';
import { readCookie, writeCookie } from './cookies.js';
import { COOKIES, SESSION_KEYS } from './storage-keys.js';
import { readString, removeKey, writeString } from './web-storage.js';

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

/** The stored checkout session, when an order id is there. */
export function readCheckoutSession(): CheckoutSession | null {
  const orderId = readString('session', SESSION_KEYS.orderId);
  if (!orderId) return null;
  return {
    orderId,
    paypalOrderId: readString('session', SESSION_KEYS.paypalOrderId) ?? undefined,
    stripeClientSecret: readString('session', SESSION_KEYS.stripeClientSecret) ?? undefined,
  };
}

/** Keeps the validated personal information for the next step: a JSON cookie of two hours. */
export function storePersonalInfo(info: PersonalInformation): boolean {
  return writeCookie(COOKIES.personalInfo, JSON.stringify(info));
}

/** The stored personal information; unreadable counts as none. */
export function readPersonalInfo(): PersonalInformation | null {
  const raw = readCookie(COOKIES.personalInfo.name);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return value !== null && typeof value === 'object' ? (value as PersonalInformation) : null;
  } catch {
    return null;
  }
}
