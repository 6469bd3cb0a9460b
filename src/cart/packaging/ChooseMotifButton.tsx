import { useSetAtom } from 'jotai';
import { Suspense, useId } from 'react';
import type { CartItem } from '../../domain/index.js';
import { postCartEventAtom } from '../../state/cart-events.js';
import { Button } from '../../ui/Button.js';
import { lazyModule, useLazyModal } from '../../ui/Modal.js';
import { usePackagingTexts } from './packaging-texts.js';
import type { PackagingVariantsModalProps } from './PackagingVariantsModal.js';

const variantsModal = lazyModule<PackagingVariantsModalProps>(() => import('./PackagingVariantsModal.js'));

/**
 * 'Motiv wählen', for a packaging with several motifs: opens the packaging variants modal (a lazy chunk)
 * and posts gift-wrap-selection-opened.
 */
export function ChooseMotifButton({ item, titleId }: { item: CartItem; titleId: string }) {
  const id = useId();
  const texts = usePackagingTexts();
  const modal = useLazyModal(variantsModal.prefetch);
  const postEvent = useSetAtom(postCartEventAtom);
  const packaging = item.selectedPackaging;
  if (!packaging?.hasMultipleVariants) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        id={id}
        aria-labelledby={`${id} ${titleId}`}
        data-action="choose-motif"
        {...modal.openerProps}
        onClick={() => {
          modal.open();
          void postEvent('gift-wrap-selection-opened');
        }}
      >
        {texts.chooseMotif}
      </Button>
      {modal.isOpen && (
        <Suspense fallback={null}>
          <variantsModal.Component item={item} packagingType={packaging.type} onClose={modal.close} />
        </Suspense>
      )}
    </>
  );
}
