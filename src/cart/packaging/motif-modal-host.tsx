import { useSetAtom } from 'jotai';
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { CartItem, PackagingType } from '../../domain/index.js';
import { postCartEventAtom } from '../../state/index.js';
import { lazyModule, prefetchModal } from '../../ui/Modal.js';
import type { PackagingVariantsModalProps } from './PackagingVariantsModal.js';

const variantsModal = lazyModule<PackagingVariantsModalProps>(() => import('./PackagingVariantsModal.js'));

interface MotifModal {
  /** Opens the packaging variants modal of an item and posts gift-wrap-selection-opened. */
  open: (itemId: string, packagingType: PackagingType) => void;
  /** Loads the modal's code ahead of an open (pointer over or focus on an opener). */
  prefetch: () => void;
}

const MotifModalContext = createContext<MotifModal | null>(null);

/**
 * One packaging variants modal per list instead of one per tile: the tiles' choose-motif buttons open
 * it for their item, and a long cart mounts no modal state per tile. The modal is a lazy chunk.
 */
export function MotifModalHost({ items, children }: { items: readonly CartItem[]; children: ReactNode }) {
  // `opening` counts the opens: each mounts a fresh modal, even when it reopens before the last has gone.
  const [shown, setShown] = useState<{
    itemId: string;
    packagingType: PackagingType;
    opening: number;
  } | null>(null);
  const openings = useRef(0);
  const postEvent = useSetAtom(postCartEventAtom);
  const prefetch = useCallback(() => {
    prefetchModal();
    variantsModal.prefetch();
  }, []);
  const value = useMemo<MotifModal>(
    () => ({
      open: (itemId, packagingType) => {
        prefetch();
        openings.current += 1;
        setShown({ itemId, packagingType, opening: openings.current });
        void postEvent('gift-wrap-selection-opened');
      },
      prefetch,
    }),
    [postEvent, prefetch],
  );
  // The item as the cart has it now: the modal marks its current motif.
  const item = shown && items.find((candidate) => candidate.id === shown.itemId);
  return (
    <MotifModalContext.Provider value={value}>
      {children}
      {shown && item && (
        <Suspense fallback={null}>
          <variantsModal.Component
            key={shown.opening}
            item={item}
            packagingType={shown.packagingType}
            onClose={() => setShown(null)}
          />
        </Suspense>
      )}
    </MotifModalContext.Provider>
  );
}

export function useMotifModal(): MotifModal {
  const modal = useContext(MotifModalContext);
  if (!modal) throw new Error('useMotifModal: no MotifModalHost above');
  return modal;
}
