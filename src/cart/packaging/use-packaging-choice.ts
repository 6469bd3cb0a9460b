import { useSetAtom } from 'jotai';
import { packagingVariantToSend, type CartItem, type KnownPackagingOption } from '../../domain/index.js';
import { setItemPackagingAtom, type RequestedPackaging } from '../../state/index.js';
import { usePackagingTexts } from './packaging-texts.js';

/** What a tile knows about its packaging choice; read once per list and handed to each tile. */
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

/** The control's id and texts, the packaging type shown as chosen, and how to choose. */
export function usePackagingChoice({ item, titleId, state: { requested, blocked } }: PackagingChoiceProps) {
  const texts = usePackagingTexts();
  const setPackaging = useSetAtom(setItemPackagingAtom);
  const selectedType = requested?.type ?? item.selectedPackaging?.type;
  const choose = (option: KnownPackagingOption) => {
    // The choice on show (the cart's, or one on its way) is not sent again.
    if (blocked || option.type === selectedType) return;
    void setPackaging(item, { type: option.type, variantId: packagingVariantToSend(option, item) });
  };
  return { id: `${titleId}-packaging`, texts, selectedType, choose, blocked };
}
