import { createStore } from 'jotai';
import type { Cart } from '../../domain/index.js';
import { applyCartAtom } from './cart-status.js';
import { errorReporterAtom } from '../setup/error-reporting.js';
import { type FragmentConfig, fragmentConfigAtom } from '../setup/fragment-config.js';
import { messageLoaderAtom } from '../messages/messages.js';
import type { ErrorReporter } from '../../telemetry/error-reporter.js';

export type CartStore = ReturnType<typeof createStore>;

/** What the store's actions use besides the API: set once per element. */
export interface CartStoreServices {
  reporter?: ErrorReporter;
  /** Makes sure a catalogue key has a text (the extended catalogue is a lazy chunk). */
  loadMessage?: (key: string) => Promise<boolean>;
}

/** One jotai store per element, holding the start-up configuration and, when given, the first cart. */
export function createCartStore(
  config: FragmentConfig,
  cart: Cart | null,
  services: CartStoreServices = {},
): CartStore {
  const store = createStore();
  store.set(fragmentConfigAtom, config);
  if (services.reporter) store.set(errorReporterAtom, services.reporter);
  if (services.loadMessage) store.set(messageLoaderAtom, { load: services.loadMessage });
  if (cart) store.set(applyCartAtom, cart);
  return store;
}
