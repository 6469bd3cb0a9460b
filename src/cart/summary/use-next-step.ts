import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { cartBusyAtom } from '../../state/index.js';
import { proceedToNextStepAtom } from '../../state/proceed-to-next-step.js';
import { useFragmentConfig } from '../fragment/use-fragment-config.js';

/**
 * The next step, for the summary's button and the sticky bar's: disabled while the cart changes;
 * appointments are reserved first, and only then the next-step URL opens by assignment.
 */
export function useNextStep() {
  const busy = useAtomValue(cartBusyAtom);
  const { nextStepUrl } = useFragmentConfig();
  const proceed = useSetAtom(proceedToNextStepAtom);
  const go = useCallback(async () => {
    if ((await proceed()) === 'proceed') window.location.assign(nextStepUrl);
  }, [proceed, nextStepUrl]);
  return { busy, go };
}
