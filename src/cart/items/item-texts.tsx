import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ProductKind } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';

/** The texts every tile shows alike, translated once per list instead of once per tile. */
export interface ItemTexts {
  productType: Record<ProductKind, string>;
  ticket: string;
  price: string;
  quantity: string;
  remove: string;
  moveToWishlist: string;
}

const ItemTextsContext = createContext<ItemTexts | null>(null);

export function ItemTextsProvider({ children }: { children: ReactNode }) {
  const { t } = useT();
  const texts = useMemo<ItemTexts>(
    () => ({
      productType: {
        experience: t('item.productType.experience'),
        box: t('item.productType.box'),
        value_voucher: t('item.productType.value_voucher'),
        gift_wrap: t('item.productType.gift_wrap'),
      },
      ticket: t('item.ticket'),
      price: t('item.price'),
      quantity: t('item.quantityLabel'),
      remove: t('item.remove'),
      moveToWishlist: t('wishlist.moveToWishlist'),
    }),
    [t],
  );
  return <ItemTextsContext.Provider value={texts}>{children}</ItemTextsContext.Provider>;
}

export function useItemTexts(): ItemTexts {
  const texts = useContext(ItemTextsContext);
  if (!texts) throw new Error('useItemTexts: no ItemTextsProvider above');
  return texts;
}
