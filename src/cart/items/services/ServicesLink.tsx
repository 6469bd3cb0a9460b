import { useSetAtom } from 'jotai';
import { Suspense, useId } from 'react';
import type { Product } from '../../../domain/index.js';
import { postCartEventAtom } from '../../../state/cart-events.js';
import { Button } from '../../../ui/Button.js';
import { lazyModule, useLazyModal } from '../../../ui/Modal.js';
import { useItemTexts } from '../item-texts.js';
import type { ServicesModalProps } from './ServicesModal.js';

const servicesModal = lazyModule<ServicesModalProps>(() => import('./ServicesModal.js'));

/**
 * 'Leistungen': opens the services/content modal of the product and posts service-info-opened. The
 * modal, its call and DOMPurify load on demand (prefetched when the pointer or focus reaches the link).
 */
export function ServicesLink({ product, titleId }: { product: Product; titleId: string }) {
  const id = useId();
  const texts = useItemTexts();
  const modal = useLazyModal(servicesModal.prefetch);
  const postEvent = useSetAtom(postCartEventAtom);
  return (
    <>
      <Button
        variant="text"
        id={id}
        aria-labelledby={`${id} ${titleId}`}
        data-action="services"
        {...modal.openerProps}
        onClick={() => {
          modal.open();
          void postEvent('service-info-opened');
        }}
      >
        {texts.services}
      </Button>
      {modal.isOpen && (
        <Suspense fallback={null}>
          <servicesModal.Component product={product} onClose={modal.close} />
        </Suspense>
      )}
    </>
  );
}
