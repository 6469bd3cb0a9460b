import type { ReactNode } from 'react';
import type { CartItem, PackagingType } from '../../domain/index.js';
import { lazyModule } from '../../ui/Modal.js';
import { createLazyModalContext } from '../modal-host/lazy-modal-context.js';
import { useLazyModalHost } from '../modal-host/use-lazy-modal-host.js';
import type { PackagingVariantsModalProps } from './PackagingVariantsModal.js';

const variantsModal = lazyModule<PackagingVariantsModalProps>(() => import('./PackagingVariantsModal.js'));

export interface MotifChoice {
  itemId: string;
  packagingType: PackagingType;
}

/** Opens the packaging variants modal of an item (posts gift-wrap-selection-opened). */
const motifContext = createLazyModalContext<MotifChoice>('useMotifModal', 'MotifModalHost');

/**
 * One packaging variants modal per list instead of one per tile: the tiles' choose-motif buttons open
 * it for their item, and a long cart mounts no modal state per tile. The modal is a lazy chunk.
 */
export function MotifModalHost({ items, children }: { items: readonly CartItem[]; children: ReactNode }) {
  const { shown, control, close } = useLazyModalHost<MotifChoice>(
    variantsModal,
    'gift-wrap-selection-opened',
  );
  // The item as the cart has it now: the modal marks its current motif.
  const item = shown && items.find((candidate) => candidate.id === shown.subject.itemId);
  const modal = shown && item && (
    <variantsModal.Component
      key={shown.opening}
      item={item}
      packagingType={shown.subject.packagingType}
      onClose={close}
    />
  );
  return (
    <motifContext.Host control={control} modal={modal}>
      {children}
    </motifContext.Host>
  );
}

export const useMotifModal = motifContext.useControl;
