import { useStore } from 'jotai';
import { useAtomValue } from '../../state/use-atom.js';
import { useCallback } from 'react';
import { GENERIC_ERROR_KEY, loadChunk } from '../../domain/index.js';
import { cartBusyAtom, cartChangeErrorAtom } from '../../state/index.js';
import { useFragmentConfig } from '../fragment/use-fragment-config.js';

/**
 * The next step, for the summary's button and the sticky bar's: disabled while the cart changes;
 * appointments are reserved first (that flow is a lazy chunk, loaded on the click), and only then the
 * next-step URL opens by assignment. A chunk that does not load keeps the shopper here with the generic
 * error, to try again.
 */
export function useNextStep() {
  const busy = useAtomValue(cartBusyAtom);
  const { nextStepUrl } = useFragmentConfig();
  const store = useStore();
  const go = useCallback(async () => {
    const flow = await loadChunk(() => import('../../state/proceed-to-next-step.js')).catch(() => null);
    if (!flow) {
      store.set(cartChangeErrorAtom, { key: GENERIC_ERROR_KEY });
      return;
    }
    if ((await store.set(flow.proceedToNextStepAtom)) === 'proceed') window.location.assign(nextStepUrl);
  }, [store, nextStepUrl]);
  return { busy, go };
}
