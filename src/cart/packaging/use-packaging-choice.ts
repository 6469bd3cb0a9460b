import { useAtomValue, useSetAtom } from 'jotai';
import { packagingVariantToSend, type CartItem, type PackagingOption } from '../../domain/index.js';
import { busyItemsAtom } from '../../state/index.js';
import { requestedPackagingAtom, setItemPackagingAtom } from '../../state/set-item-packaging.js';

/**
 * The packaging type shown as chosen (the shopper's choice while it is on its way), how to choose, and
 * whether the controls refuse input now (another action runs on the item: they get `aria-disabled` and
 * keep their focus).
 */
export function usePackagingChoice(item: CartItem) {
  const requested = useAtomValue(requestedPackagingAtom).get(item.id);
  const busy = useAtomValue(busyItemsAtom).get(item.id);
  const setPackaging = useSetAtom(setItemPackagingAtom);
  const selectedType = requested?.type ?? item.selectedPackaging?.type;
  const blocked = busy !== undefined && busy.kind !== 'packaging';
  const choose = (option: PackagingOption) => {
    if (blocked || (option.type === selectedType && !requested)) return;
    void setPackaging(item, { type: option.type, variantId: packagingVariantToSend(option, item) });
  };
  return { selectedType, choose, blocked };
}
