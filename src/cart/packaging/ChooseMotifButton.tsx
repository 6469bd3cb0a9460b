import { isPackagingType, type CartItem } from '../../domain/index.js';
import { Button } from '../../ui/Button.js';
import { useMotifModal } from './motif-modal-host.js';
import { usePackagingTexts } from './packaging-texts.js';

/**
 * The choose-motif button, for a packaging with several motifs: opens the packaging variants modal (a lazy chunk,
 * prefetched on pointer or focus) and posts gift-wrap-selection-opened.
 */
export function ChooseMotifButton({ item, titleId }: { item: CartItem; titleId: string }) {
  const id = `${titleId}-motif`;
  const texts = usePackagingTexts();
  const modal = useMotifModal();
  const packaging = item.selectedPackaging;
  if (!packaging?.hasMultipleVariants || !isPackagingType(packaging.type)) return null;
  const type = packaging.type;
  return (
    <Button
      variant="outlined"
      size="small"
      id={id}
      aria-labelledby={`${id} ${titleId}`}
      aria-haspopup="dialog"
      data-action="choose-motif"
      onPointerEnter={modal.prefetch}
      onFocus={modal.prefetch}
      onClick={() => modal.open({ itemId: item.id, packagingType: type })}
    >
      {texts.chooseMotif}
    </Button>
  );
}
