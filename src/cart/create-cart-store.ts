import { createStore } from 'jotai';
import type { Cart } from '../domain/index.js';
import {
  cartStatusAtom,
  errorReporterAtom,
  fragmentConfigAtom,
  type FragmentConfig,
} from '../state/index.js';
import type { ErrorReporter } from '../telemetry/error-reporter.js';

export type CartStore = ReturnType<typeof createStore>;

/** One jotai store per element, holding the start-up configuration and, when given, the first cart. */
export function createCartStore(
  config: FragmentConfig,
  cart: Cart | null,
  reporter?: ErrorReporter,
): CartStore {
  const store = createStore();
  store.set(fragmentConfigAtom, config);
  if (reporter) store.set(errorReporterAtom, reporter);
  if (cart) store.set(cartStatusAtom, { status: 'ready', cart });
  return store;
}
