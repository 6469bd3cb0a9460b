import { createContext, Suspense, useContext, type ReactNode } from 'react';
import type { Product } from '../../../domain/index.js';
import { lazyModule } from '../../../ui/Modal.js';
import { useLazyModalHost, type LazyModalControl } from '../../modal-host/use-lazy-modal-host.js';
import type { ServicesModalProps } from './ServicesModal.js';

const servicesModal = lazyModule<ServicesModalProps>(() => import('./ServicesModal.js'));

/** Opens the services/content modal of a product (posts service-info-opened); prefetch loads the modal, its call and DOMPurify. */
type ServicesModalControl = LazyModalControl<Product>;

const ServicesModalContext = createContext<ServicesModalControl | null>(null);

/** One services modal per list instead of one per tile; its code is a lazy chunk. */
export function ServicesModalHost({ children }: { children: ReactNode }) {
  const { shown, control, close } = useLazyModalHost<Product>(servicesModal, 'service-info-opened');
  return (
    <ServicesModalContext.Provider value={control}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <servicesModal.Component key={shown.opening} product={shown.subject} onClose={close} />
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
