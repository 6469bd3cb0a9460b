// Bare jotai stores for atom tests, visitor resets with a server wishlist, and window event recording.
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
  payments: null,
  ...overrides,
});

/** A store as the cart creates it: configuration and, when given, a cart on screen. */
export function cartStore(cart: Cart | null, overrides: Partial<FragmentConfig> = {}) {
  const store = createStore();
  store.set(fragmentConfigAtom, config(overrides));
  if (cart) store.set(cartStatusAtom, { status: 'ready', cart });
  return store;
}

/** Resets this visitor on the reference API, with a server-side wishlist (logged-in visitors). */
export async function resetVisitor(options: {
  loggedIn?: boolean;
  seed?: 'default' | 'empty' | 'single';
  wishlist?: string[];
}): Promise<Cart> {
  const response = await fetch('/api/test/reset', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seed: 'default', ...options }),
  });
  if (!response.ok) throw new Error(`reset: HTTP ${response.status}`);
  return (await response.json()) as Cart;
}

/** Collects the window events of one name until `stop()`. */
export function recordEvents<T>(name: string) {
  const details: T[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent<T>).detail);
  window.addEventListener(name, listener);
  return { details, stop: () => window.removeEventListener(name, listener) };
}

export const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
