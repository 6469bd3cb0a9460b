import type { useStore } from 'jotai';
import { packagingVariantToSend, type CartItem, type KnownPackagingOption } from '../../domain/index.js';
import { setItemPackagingAtom, type RequestedPackaging } from '../../state/index.js';
import type { PackagingTexts } from './packaging-texts.js';

/** What a tile knows about its packaging choice, from its item's view (useItemView). */
export interface PackagingState {
  /** The shopper's choice while it is on its way. */
  requested: RequestedPackaging | undefined;
  /** Another action runs on the item: the controls refuse input (`aria-disabled`, focus kept). */
  blocked: boolean;
}

/** What both packaging controls (the new design's radios, the old design's dropdown) are given. */
export interface PackagingChoiceProps {
  item: CartItem;
  /** The options of types this version knows. */
  options: readonly KnownPackagingOption[];
  titleId: string;
  state: PackagingState;
}

/**
 * The control's id and texts, the packaging type shown as chosen, and how to choose. A plain function:
 * the new design's radios are a part of the tile, the old design's dropdown a component of its own.
 */
export function packagingChoice(
  { store, texts }: { store: ReturnType<typeof useStore>; texts: PackagingTexts },
  { item, titleId, state: { requested, blocked } }: PackagingChoiceProps,
) {
  const selectedType = requested?.type ?? item.selectedPackaging?.type;
  const choose = (option: KnownPackagingOption) => {
    // The choice on show (the cart's, or one on its way) is not sent again.
    if (blocked || option.type === selectedType) return;
    void store.set(setItemPackagingAtom, item, {
      type: option.type,
      variantId: packagingVariantToSend(option, item),
    });
  };
  return { id: `${titleId}-packaging`, texts, selectedType, choose, blocked };
}
