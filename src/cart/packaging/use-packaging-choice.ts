import { useSetAtom } from 'jotai';
import { packagingVariantToSend, type CartItem, type KnownPackagingOption } from '../../domain/index.js';
import { setItemPackagingAtom, type RequestedPackaging } from '../../state/index.js';

/** What a tile knows about its packaging choice; read once per list and handed to each tile. */
export interface PackagingState {
  /** The shopper's choice while it is on its way. */
  requested: RequestedPackaging | undefined;
  /** Another action runs on the item: the controls refuse input (`aria-disabled`, focus kept). */
  blocked: boolean;
}

/** The packaging type shown as chosen, and how to choose. */
export function usePackagingChoice(item: CartItem, { requested, blocked }: PackagingState) {
  const setPackaging = useSetAtom(setItemPackagingAtom);
  const selectedType = requested?.type ?? item.selectedPackaging?.type;
  const choose = (option: KnownPackagingOption) => {
    // The choice on show (the cart's, or one on its way) is not sent again.
    if (blocked || option.type === selectedType) return;
    void setPackaging(item, { type: option.type, variantId: packagingVariantToSend(option, item) });
  };
  return { selectedType, choose, blocked };
}
