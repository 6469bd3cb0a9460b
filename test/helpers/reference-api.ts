// Drives the reference cart API (demo/server/) that the test runner serves on the same origin.
import type { Cart, Tenant } from '../../src/domain/index.js';

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export interface ResetOptions {
  tenant?: Tenant;
  loggedIn?: boolean;
  mode?: 'shopping' | 'redemption';
  seed?: 'default' | 'empty' | 'single' | 'large' | 'hostile';
}

/** Restores this visitor's seed and answers the new cart. */
export const resetCart = (options: ResetOptions = {}): Promise<Cart> =>
  post<Cart>('/api/test/reset', options);

export type Fault = 'slow' | '500' | 'not-json' | 'drop' | 'invalid-cart' | 'error' | 'late' | 'lost-answer';

/** Makes the next call(s) to `path` fail in the given way (`code`: the server error code of 'error'). */
export const armFault = (
  path: string,
  fault: Fault,
  options: { delayMs?: number; times?: number; code?: number } = {},
) => post<unknown>('/api/test/fault', { path, fault, ...options });

export interface FaultPlanStep {
  path: string;
  fault: Fault;
  delayMs?: number;
  times?: number;
  code?: number;
}

/** Arms several faults in one request, in order: each call takes the first armed one for its path. */
export const armFaults = (plan: readonly FaultPlanStep[]) => post<unknown>('/api/test/fault', plan);

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

/** The cart as the server holds it now (a GET of our own, not the element's). */
export async function serverCart(): Promise<Cart> {
  return (await (await fetch('/api/cart')).json()) as Cart;
}
