import { useEffect } from 'react';
import type { CartStore } from '../../state/create-cart-store.js';

/**
 * Starts the cart's browser-only work (storage duties, window events, the cross-tab channel) after the
 * first commit, from a lazy chunk: it keeps its code out of the initial bundle. An element removed
 * before the chunk arrives starts nothing.
 */
export function useCartEffects(store: CartStore): void {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let removed = false;
    import('./cart-effects.js').then(
      ({ startCartEffects }) => {
        if (!removed) stop = startCartEffects(store);
      },
      (error: unknown) => console.error('shop-cart: the cart effects did not load', error),
    );
    return () => {
      removed = true;
      stop?.();
    };
  }, [store]);
}
