import type { CartStore } from '../../state/create-cart-store.js';
import { startCartLoadDuties } from './cart-load-duties-effect.js';
import { startCartPublishing } from './cart-publishing-effect.js';
import { startCartSync } from './cart-sync-effect.js';

/**
 * The browser-only work that goes with a cart (storage, window events, the cross-tab channel). A lazy
 * chunk: nothing of it is needed for the first paint, so `useCartEffects` starts it once the element has
 * committed. Returns the clean-up.
 */
export function startCartEffects(store: CartStore): () => void {
  const stops = [startCartLoadDuties(store), startCartPublishing(store), startCartSync(store)];
  return () => {
    for (const stop of stops.reverse()) stop();
  };
}
