import { useStore } from 'jotai';
import { useAtomValue } from '../../state/use-atom.js';
import { useCallback } from 'react';
import { GENERIC_ERROR_KEY, loadChunk } from '../../domain/index.js';
import { cartAtom, cartBusyAtom, cartChangeErrorAtom } from '../../state/index.js';
import { useTracking } from '../../tracking/TrackingContext.js';
import { useFragmentConfig } from '../fragment/use-fragment-config.js';

/**
 * The next step, for the summary's button and the sticky bar's: disabled while the cart changes;
 * appointments are reserved first (that flow is a lazy chunk, loaded on the click), and only then the
 * next-step URL opens by assignment, after begin_checkout is tracked. A chunk that does not load keeps the shopper here with the generic
 * error, to try again.
 */
export function useNextStep() {
  const busy = useAtomValue(cartBusyAtom);
  const { nextStepUrl } = useFragmentConfig();
  const store = useStore();
  const tracking = useTracking();
  const go = useCallback(async () => {
    const flow = await loadChunk(() => import('../../state/proceed-to-next-step.js')).catch(() => null);
    if (!flow) {
      store.set(cartChangeErrorAtom, { key: GENERIC_ERROR_KEY });
      return;
    }
    if ((await store.set(flow.proceedToNextStepAtom)) !== 'proceed') return;
    // begin_checkout goes to the data layer before the page leaves.
    const cart = store.get(cartAtom);
    if (cart) await tracking.with((tracker) => tracker.checkoutBegun(cart));
    window.location.assign(nextStepUrl);
  }, [store, nextStepUrl, tracking]);
  return { busy, go };
}
