import { useSetAtom } from 'jotai';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { CartEventName } from '../../api/index.js';
import { postCartEventAtom } from '../../state/index.js';
import { prefetchModal, type LazyModule } from '../../ui/Modal.js';

/** What a list's modal host gives its tiles: open the modal for one of them, or load it ahead. */
export interface LazyModalControl<Subject> {
  open: (subject: Subject) => void;
  /** Loads the modal's code (and the dialog's) ahead of an open (pointer over or focus on an opener). */
  prefetch: () => void;
}

/**
 * One lazy modal per list instead of one per tile (services, packaging motifs): `open` loads its
 * chunk, shows it for the chosen subject and posts the cart event that says it was opened. `shown`
 * carries an `opening` count: each open mounts a fresh modal (its key), even when it reopens before
 * the last has gone.
 */
export function useLazyModalHost<Subject>(
  modal: Pick<LazyModule<never>, 'prefetch'>,
  openedEvent: CartEventName,
) {
  const [shown, setShown] = useState<{ subject: Subject; opening: number } | null>(null);
  const openings = useRef(0);
  const postEvent = useSetAtom(postCartEventAtom);
  const prefetch = useCallback(() => {
    prefetchModal();
    modal.prefetch();
  }, [modal]);
  const control = useMemo<LazyModalControl<Subject>>(
    () => ({
      open: (subject) => {
        prefetch();
        openings.current += 1;
        setShown({ subject, opening: openings.current });
        void postEvent(openedEvent);
      },
      prefetch,
    }),
    [postEvent, prefetch, openedEvent],
  );
  const close = useCallback(() => setShown(null), []);
  return { shown, control, close };
}
