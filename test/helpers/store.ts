// Bare jotai stores for atom tests (made by the cart's own factory), and window event recording.
import type { Cart } from '../../src/domain/index.js';
import { createCartStore, type CartStoreServices } from '../../src/state/cart/create-cart-store.js';
import type { FragmentConfig } from '../../src/state/index.js';

const config = (overrides: Partial<FragmentConfig> = {}): FragmentConfig => ({
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

/** A bare store made by the cart's own factory: configuration and, when given, a cart on screen. */
export function cartStore(
  cart: Cart | null,
  overrides: Partial<FragmentConfig> = {},
  services: CartStoreServices = {},
) {
  return createCartStore(config(overrides), cart, services);
}

/** Collects the window events of one name until `stop()`. */
export function recordEvents<T>(name: string) {
  const details: T[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent<T>).detail);
  window.addEventListener(name, listener);
  return { details, stop: () => window.removeEventListener(name, listener) };
}
