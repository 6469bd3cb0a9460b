import { useAtomValue, useSetAtom } from 'jotai';
import { packagingVariantToSend, type CartItem, type PackagingOption } from '../../domain/index.js';
import { requestedPackagingAtom, setItemPackagingAtom } from '../../state/set-item-packaging.js';

/** The packaging type shown as chosen (the shopper's choice while it is on its way), and how to choose. */
export function usePackagingChoice(item: CartItem) {
  const requested = useAtomValue(requestedPackagingAtom).get(item.id);
  const setPackaging = useSetAtom(setItemPackagingAtom);
  const selectedType = requested?.type ?? item.selectedPackaging?.type;
  const choose = (option: PackagingOption) => {
    if (option.type === selectedType && !requested) return;
    void setPackaging(item, { type: option.type, variantId: packagingVariantToSend(option, item) });
  };
  return { selectedType, choose };
}
