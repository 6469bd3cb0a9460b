// What an express flow leaves for the next step (session storage, the personal info cookie), and arming
// the reference API's faults on its calls.

import { forgetCookies } from './storage-faults.js';

const SESSION_KEYS = ['shop.orderId', 'shop.paypalOrderId', 'shop.stripeClientSecret'];
const PERSONAL_INFO_COOKIE = 'shop_personal_info';

/** Forgets what an earlier flow kept (the frames share this page's session storage and cookies). */
export async function clearExpressTraces(): Promise<void> {
  for (const key of SESSION_KEYS) sessionStorage.removeItem(key);
  await forgetCookies([PERSONAL_INFO_COOKIE]);
}

/** The personal information cookie, parsed; null without one. */
export function personalInfoCookie(): unknown {
  for (const pair of document.cookie.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === PERSONAL_INFO_COOKIE) return JSON.parse(decodeURIComponent(rest.join('=')));
  }
  return null;
}

async function post(path: string, body: unknown) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
}

/** The next call of `path` answers the server error `code`. */
export const armCode = (path: string, code: number) =>
  post('/api/test/fault', { path, fault: 'error', code });

/**
 * The next call of `path` fails the given way. Chromium sends a request again once when a kept-alive
 * connection drops before any answer: a dropped connection is armed for the retries too.
 */
export const armFaultOn = (path: string, fault: string, options: { delayMs?: number; times?: number } = {}) =>
  post('/api/test/fault', { path, fault, ...(fault === 'drop' ? { times: 20 } : {}), ...options });

/** The next call of `path` answers `body` as given. */
export const armAnswer = (path: string, body: unknown, status = 200) =>
  post('/api/test/next-answer', { path, body, status });
