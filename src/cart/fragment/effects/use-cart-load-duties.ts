import { useStore } from 'jotai';
import { useEffect } from 'react';
import { CART_QUERY_PARAMS, isLoggedIn } from '../../../domain/index.js';
import { cartAtom, fragmentConfigAtom } from '../../../state/index.js';
import { readPageParam } from '../startup/page-url.js';
import { runEveryCartDuties, runFirstLoadDuties } from './cart-load-duties.js';

/** Runs the on-load duties for the first cart on screen, and the per-cart duties for every cart. */
export function useCartLoadDuties(): void {
  const store = useStore();
  useEffect(() => {
    const initialError = readPageParam(CART_QUERY_PARAMS.error);
    let firstLoadDone = false;
    const run = () => {
      const cart = store.get(cartAtom);
      if (!cart) return;
      if (!firstLoadDone) {
        firstLoadDone = true;
        const loggedIn = isLoggedIn(store.get(fragmentConfigAtom)?.customerEmailHash);
        runFirstLoadDuties(cart, { initialError, loggedIn });
      }
      runEveryCartDuties(cart);
    };
    run();
    return store.sub(cartAtom, run);
  }, [store]);
}
