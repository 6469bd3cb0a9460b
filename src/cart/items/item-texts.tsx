import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ParticipantsDisplay, ProductKind } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';

/** The texts every tile shows alike, translated once per list instead of once per tile. */
export interface ItemTexts {
  /** Per product kind, and 'other' for a product type this version does not know. */
  productType: Record<ProductKind | 'other', string>;
  ticket: string;
  price: string;
  quantity: string;
  remove: string;
  moveToWishlist: string;
  /** '2 bis 4 Personen', '1 Person': each distinct value translated once per list. */
  participants: (participants: ParticipantsDisplay) => string;
}

const ItemTextsContext = createContext<ItemTexts | null>(null);

export function ItemTextsProvider({ children }: { children: ReactNode }) {
  const { t } = useT();
  const texts = useMemo<ItemTexts>(() => {
    const participantLabels = new Map<string, string>();
    const participants = (value: ParticipantsDisplay): string => {
      const cacheKey = value.kind === 'range' ? `${value.min}-${value.max}` : String(value.count);
      let label = participantLabels.get(cacheKey);
      if (label === undefined) {
        label =
          value.kind === 'range'
            ? t('item.participantsRange', { min: value.min, max: value.max })
            : t('item.participants', { count: value.count });
        participantLabels.set(cacheKey, label);
      }
      return label;
    };
    return {
      productType: {
        experience: t('item.productType.experience'),
        box: t('item.productType.box'),
        value_voucher: t('item.productType.value_voucher'),
        gift_wrap: t('item.productType.gift_wrap'),
        other: t('item.productType.other'),
      },
      ticket: t('item.ticket'),
      price: t('item.price'),
      quantity: t('item.quantityLabel'),
      remove: t('item.remove'),
      moveToWishlist: t('wishlist.moveToWishlist'),
      participants,
    };
  }, [t]);
  return <ItemTextsContext.Provider value={texts}>{children}</ItemTextsContext.Provider>;
}

export function useItemTexts(): ItemTexts {
  const texts = useContext(ItemTextsContext);
  if (!texts) throw new Error('useItemTexts: no ItemTextsProvider above');
  return texts;
}
