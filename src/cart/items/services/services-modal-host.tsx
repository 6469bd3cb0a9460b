import type { ReactNode } from 'react';
import type { Product } from '../../../domain/index.js';
import { lazyModule } from '../../../ui/Modal.js';
import { createLazyModalContext } from '../../modal-host/lazy-modal-context.js';
import { useLazyModalHost } from '../../modal-host/use-lazy-modal-host.js';
import type { ServicesModalProps } from './ServicesModal.js';

const servicesModal = lazyModule<ServicesModalProps>(() => import('./ServicesModal.js'));

/** Opens the services/content modal of a product (posts service-info-opened); prefetch loads the modal, its call and DOMPurify. */
const servicesContext = createLazyModalContext<Product>('useServicesModal', 'ServicesModalHost');

/** One services modal per list instead of one per tile; its code is a lazy chunk. */
export function ServicesModalHost({ children }: { children: ReactNode }) {
  const { shown, control, close } = useLazyModalHost<Product>(servicesModal, 'service-info-opened');
  const modal = shown && (
    <servicesModal.Component key={shown.opening} product={shown.subject} onClose={close} />
  );
  return (
    <servicesContext.Host control={control} modal={modal}>
      {children}
    </servicesContext.Host>
  );
}

export const useServicesModal = servicesContext.useControl;
