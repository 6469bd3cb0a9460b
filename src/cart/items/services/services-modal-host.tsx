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
import type { Product } from '../../../domain/index.js';
import { postCartEventAtom } from '../../../state/index.js';
import { lazyModule, prefetchModal } from '../../../ui/Modal.js';
import type { ServicesModalProps } from './ServicesModal.js';

const servicesModal = lazyModule<ServicesModalProps>(() => import('./ServicesModal.js'));

interface ServicesModalControl {
  /** Opens the services/content modal of a product and posts service-info-opened. */
  open: (product: Product) => void;
  /** Loads the modal, its call and DOMPurify ahead of an open (pointer over or focus on a link). */
  prefetch: () => void;
}

const ServicesModalContext = createContext<ServicesModalControl | null>(null);

/** One services modal per list instead of one per tile; its code is a lazy chunk. */
export function ServicesModalHost({ children }: { children: ReactNode }) {
  // `opening` counts the opens: each mounts a fresh modal, even when it reopens before the last has gone.
  const [shown, setShown] = useState<{ product: Product; opening: number } | null>(null);
  const openings = useRef(0);
  const postEvent = useSetAtom(postCartEventAtom);
  const prefetch = useCallback(() => {
    prefetchModal();
    servicesModal.prefetch();
  }, []);
  const value = useMemo<ServicesModalControl>(
    () => ({
      open: (chosen) => {
        prefetch();
        openings.current += 1;
        setShown({ product: chosen, opening: openings.current });
        void postEvent('service-info-opened');
      },
      prefetch,
    }),
    [postEvent, prefetch],
  );
  return (
    <ServicesModalContext.Provider value={value}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <servicesModal.Component
            key={shown.opening}
            product={shown.product}
            onClose={() => setShown(null)}
          />
        </Suspense>
      )}
    </ServicesModalContext.Provider>
  );
}

export function useServicesModal(): ServicesModalControl {
  const control = useContext(ServicesModalContext);
  if (!control) throw new Error('useServicesModal: no ServicesModalHost above');
  return control;
}
