// Bare jotai stores for atom tests, and a stand-in for the wishlist calls the reference API lacks so far.
import { createStore } from 'jotai';
import type { Cart } from '../../src/domain/index.js';
import { cartStatusAtom, fragmentConfigAtom, type FragmentConfig } from '../../src/state/index.js';

export const config = (overrides: Partial<FragmentConfig> = {}): FragmentConfig => ({
  tenant: 'JS_DE',
  locale: 'de',
  baseUrl: '',
  mode: 'shopping',
  customerEmailHash: null,
  nextStepUrl: '/checkout',
  newDesign: true,
  itemLayout: 'current',
  tenantConfig: null,
  ...overrides,
});

/** A store as the cart creates it: configuration and, when given, a cart on screen. */
export function cartStore(cart: Cart | null, overrides: Partial<FragmentConfig> = {}) {
  const store = createStore();
  store.set(fragmentConfigAtom, config(overrides));
  if (cart) store.set(cartStatusAtom, { status: 'ready', cart });
  return store;
}

export interface WishlistCall {
  path: string;
  body: unknown;
}

/**
 * Answers POST /api/wishlist/... in the page (the reference API has no wishlist calls yet) and records
 * them; every other call goes to the real server. `answer` gives the status and body per call.
 */
export function stubWishlistServer(answer: (call: WishlistCall) => { status: number; body: unknown }) {
  const calls: WishlistCall[] = [];
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!url.pathname.startsWith('/api/wishlist/')) return original(input, init);
    const call = { path: url.pathname, body: JSON.parse(String(init?.body ?? 'null')) as unknown };
    calls.push(call);
    const { status, body } = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, restore: () => (window.fetch = original) };
}

/** Collects the window events of one name until `stop()`. */
export function recordEvents<T>(name: string) {
  const details: T[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent<T>).detail);
  window.addEventListener(name, listener);
  return { details, stop: () => window.removeEventListener(name, listener) };
}

export const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
