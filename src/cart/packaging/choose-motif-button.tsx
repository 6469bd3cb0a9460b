import { isPackagingType } from '../../domain/index.js';
import { button } from '../../ui/Button.js';
import type { TilePart } from '../items/tile-kit.js';

/**
 * The choose-motif button, for a packaging with several motifs: opens the packaging variants modal (a lazy chunk,
 * prefetched on pointer or focus) and posts gift-wrap-selection-opened. A part of the tile.
 */
export function chooseMotifButton({ kit, item, titleId }: TilePart) {
  const id = `${titleId}-motif`;
  const { packagingTexts: texts, motif: modal } = kit;
  const packaging = item.selectedPackaging;
  if (!packaging?.hasMultipleVariants || !isPackagingType(packaging.type)) return null;
  const type = packaging.type;
  return button({
    variant: 'outlined',
    size: 'small',
    id,
    'aria-labelledby': `${id} ${titleId}`,
    'aria-haspopup': 'dialog',
    'data-action': 'choose-motif',
    onPointerEnter: modal.prefetch,
    onFocus: modal.prefetch,
    onClick: () => modal.open({ itemId: item.id, packagingType: type }),
    children: texts.chooseMotif,
  });
}
