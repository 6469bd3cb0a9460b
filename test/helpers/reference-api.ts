// Drives the reference cart API (demo/server/) that the test runner serves on the same origin: every
// test endpoint under /api/test/ has its function here, so no test calls one by hand.
import { waitUntil } from '@open-wc/testing';
import type { Cart, CartChangeType, Tenant } from '../../src/domain/index.js';

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface ResetOptions {
  tenant?: Tenant;
  /** A logged-in visitor: discount codes and the server wishlist work. */
  loggedIn?: boolean;
  mode?: 'shopping' | 'redemption';
  seed?: 'default' | 'empty' | 'single' | 'large' | 'hostile' | 'taken-appointment' | 'letters';
  /** The server wishlist of a logged-in visitor (product ids, newest first). */
  wishlist?: string[];
  /** The day the delivery dates count from (YYYY-MM-DD) instead of today. */
  today?: string;
}

/** What every reset of this test file adds to its options (setResetDefaults; a visual test's fixed day). */
let resetDefaults: ResetOptions = {};

/** Options every later reset of this test file sends, unless it names them itself. */
export function setResetDefaults(defaults: ResetOptions): void {
  resetDefaults = defaults;
}

/** Restores this visitor's seed (and forgets requests, faults, held calls) and answers the new cart. */
export const resetCart = (options: ResetOptions = {}): Promise<Cart> =>
  post<Cart>('/api/test/reset', { ...resetDefaults, ...options });

export type Fault =
  'slow' | 'hold' | '500' | 'not-json' | 'drop' | 'invalid-cart' | 'error' | 'late' | 'lost-answer';

/** The ways a cart change's call fails, each with the start of what the shopper is then told. */
export const CHANGE_FAULTS = [
  ['500', 'Bei der Eingabe ist ein Fehler aufgetreten'],
  ['not-json', 'Die Antwort des Servers konnte nicht gelesen werden'],
  ['invalid-cart', 'Die Antwort des Servers konnte nicht gelesen werden'],
  ['drop', 'Keine Verbindung zum Server'],
] as const;

/** CHANGE_FAULTS but a readable answer of the wrong shape (for calls whose answer is not a cart). */
export const TRANSPORT_FAULTS = CHANGE_FAULTS.filter(([fault]) => fault !== 'invalid-cart');

export interface FaultOptions {
  /** 'slow' and 'late': how long the answer or the call waits. */
  delayMs?: number;
  /** How many calls of the path the fault hits (default 1). */
  times?: number;
  /** 'error': the server error code of spec point 8 to answer with. */
  code?: number;
}

/** Makes the next call(s) to `path` fail in the given way. */
export const armFault = (path: string, fault: Fault, options: FaultOptions = {}) =>
  post<unknown>('/api/test/fault', { path, fault, ...options });

export interface FaultPlanStep extends FaultOptions {
  path: string;
  fault: Fault;
}

/** Arms several faults in one request, in order: each call takes the first armed one for its path. */
export const armFaults = (plan: readonly FaultPlanStep[]) => post<unknown>('/api/test/fault', plan);

/** The next call of `path` answers the server error `code` (with the code's HTTP status). */
export const armErrorCode = (path: string, code: number) => armFault(path, 'error', { code });

/**
 * Lets the calls held by a 'hold' fault answer (those of `path`, or all); resolves once their answers
 * are written. With a `path`, the server first waits (up to 10 s) for a call of it to be held, so a
 * release cannot overtake the call it is meant for.
 */
export const releaseHeld = (path?: string) =>
  post<{ released: number }>('/api/test/release', path === undefined ? {} : { path });

/** The next call(s) of `path` answer `body` exactly as given (null members, unknown values...). */
export const armNextAnswer = (
  path: string,
  body: unknown,
  options: { status?: number; times?: number } = {},
) => post<unknown>('/api/test/next-answer', { path, body, ...options });

/** The next visit (GET /api/cart, or start-up data with the cart) changes the cart in this way. */
export const nextChanges = (type: CartChangeType) => post<unknown>('/api/test/next-changes', { type });

/** Start-up data for <shop-cart> for this visitor's cart, as the shop's page would carry it. */
export async function startupDataFor(query: {
  includeCart?: boolean;
  newDesign?: boolean;
  itemLayout?: 'current' | 'next';
}): Promise<{ tenant: Tenant; props: Record<string, unknown> }> {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
  const response = await fetch(`/api/test/startup-data?${search.toString()}`);
  if (!response.ok) throw new Error(`startup-data: HTTP ${response.status}`);
  return (await response.json()) as { tenant: Tenant; props: Record<string, unknown> };
}

export interface RecordedRequest {
  method: string;
  path: string;
  body?: unknown;
}

/** The API calls this visitor made, oldest first. */
export async function recordedRequests(): Promise<RecordedRequest[]> {
  const response = await fetch('/api/test/requests');
  const all = (await response.json()) as RecordedRequest[];
  return all
    .filter((request) => !request.path.startsWith('/api/test/'))
    .map(({ method, path, body }) => (body === undefined ? { method, path } : { method, path, body }));
}

/** The POSTs this visitor made, oldest first. */
export async function recordedPosts(): Promise<RecordedRequest[]> {
  return (await recordedRequests()).filter((request) => request.method === 'POST');
}

/** This visitor's calls of one path, oldest first. */
export async function callsTo(path: string): Promise<RecordedRequest[]> {
  return (await recordedRequests()).filter((request) => request.path === path);
}

/** A change made elsewhere (another tab, the checkout): `quantity` of item `itemId` on the server. */
export const setQuantityOnServer = (itemId: string, quantity: number) =>
  post<Cart>('/api/cart/set-item-quantity', { cartItemId: itemId, quantity });

/** The cart as the server holds it now (a GET of our own, not the element's). */
export async function serverCart(): Promise<Cart> {
  return (await (await fetch('/api/cart')).json()) as Cart;
}

/** Waits until the server's cart has reached `version` (a change arrived there) and answers it. */
export async function waitForServerVersion(version: number): Promise<Cart> {
  let reached: Cart | undefined;
  await waitUntil(async () => {
    const now = await serverCart();
    if (now.cartVersion >= version) reached = now;
    return reached !== undefined;
  }, `the server's cart should reach version ${version}`);
  return reached!;
}
