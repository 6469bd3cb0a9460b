import { useStore } from 'jotai';
import { useCallback, useEffect, type MouseEvent } from 'react';
import { chunkFailureKey, loadChunk } from '../../domain/index.js';
import { cartAtom, cartChangeErrorAtom, leavingForNextStepAtom } from '../../state/index.js';
import { useTracking } from '../../tracking/index.js';
import { useFragmentConfig } from '../fragment/startup/use-fragment-config.js';

/**
 * The next step's click, for the summary's link and the sticky bar's (NextStepButton):
 * appointments are reserved first (that flow is a lazy chunk, loaded on the click), then begin_checkout is
 * tracked and the next-step URL opens by assignment. A chunk that does not load keeps the shopper here
 * with the connection message, to try again (or beside the page-updated notice after a deploy). Once on the way, a second click follows the link as it is: one
 * reservation, one checkout event and one begin_checkout per departure.
 */
export function useNextStep() {
  const { nextStepUrl } = useFragmentConfig();
  const store = useStore();
  const tracking = useTracking();

  useEffect(() => {
    // Back from the next step through the back-forward cache: the same page, which may proceed again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) store.set(leavingForNextStepAtom, false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [store]);

  const go = useCallback(async () => {
    // The connection message, or none beside the page-updated notice for a chunk gone after a deploy.
    const flow = await loadChunk(() => import('../../state/actions/proceed-to-next-step.js')).catch(
      (error: unknown) => {
        const key = chunkFailureKey(error);
        if (key) store.set(cartChangeErrorAtom, { key });
        return null;
      },
    );
    if (!flow) return;
    if ((await store.set(flow.proceedToNextStepAtom)) !== 'proceed') return;
    store.set(leavingForNextStepAtom, true);
    // begin_checkout goes to the data layer before the page leaves.
    const cart = store.get(cartAtom);
    if (cart) await tracking.with((tracker) => tracker.checkoutBegun(cart));
    window.location.assign(nextStepUrl);
  }, [store, nextStepUrl, tracking]);

  /** The click on a next-step link (not called while it is disabled). */
  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (store.get(leavingForNextStepAtom)) return;
      event.preventDefault();
      void go();
    },
    [store, go],
  );
  return onClick;
}
