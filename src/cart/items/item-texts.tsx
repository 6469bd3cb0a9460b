import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ParticipantsDisplay, ProductKind } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';
import { useFragmentConfig } from '../fragment/startup/use-fragment-config.js';

/** The texts every tile shows alike, translated once per list instead of once per tile. */
export interface ItemTexts {
  /** Per product kind, and 'other' for a product type this version does not know. */
  productType: Record<ProductKind | 'other', string>;
  price: string;
  quantity: string;
  remove: string;
  moveToWishlist: string;
  /** item.participantsRange, or item.participants with the count: each value translated once a list. */
  participants: (participants: ParticipantsDisplay) => string;
  /** item.tickets or item.vouchers with the count ('2 tickets', '3 vouchers'). */
  quantityText: (unit: 'tickets' | 'vouchers', count: number) => string;
  /** item.brandVoucher with the host's brand; empty when the host names no brand. */
  brandVoucher: string;
  services: string;
  servicesList: string;
  additionalServices: string;
  additionalTicket: string;
  reservationFailed: string;
  /** The motif caption: the catalogue's label and the motif's title. */
  motif: (name: string) => string;
}

const ItemTextsContext = createContext<ItemTexts | null>(null);

export function ItemTextsProvider({ children }: { children: ReactNode }) {
  const { t } = useT();
  const brand = useFragmentConfig().tenantConfig?.brandDisplayName;
  const texts = useMemo<ItemTexts>(() => {
    const participantLabels = new Map<string, string>();
    const quantityLabels = new Map<string, string>();
    const quantityText = (unit: 'tickets' | 'vouchers', count: number): string => {
      const cacheKey = `${unit}${count}`;
      let label = quantityLabels.get(cacheKey);
      if (label === undefined) {
        label = t(unit === 'tickets' ? 'item.tickets' : 'item.vouchers', { count });
        quantityLabels.set(cacheKey, label);
      }
      return label;
    };
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
      price: t('item.price'),
      quantity: t('item.quantityLabel'),
      remove: t('item.remove'),
      moveToWishlist: t('wishlist.moveToWishlist'),
      participants,
      quantityText,
      brandVoucher: brand ? t('item.brandVoucher', { brand }) : '',
      services: t('item.services'),
      servicesList: t('item.servicesList'),
      additionalServices: t('item.additionalServices'),
      additionalTicket: t('item.additionalTicket'),
      reservationFailed: t('item.reservationFailed'),
      motif: (name) => t('item.motif', { motif: name }),
    };
  }, [t, brand]);
  return <ItemTextsContext.Provider value={texts}>{children}</ItemTextsContext.Provider>;
}

export function useItemTexts(): ItemTexts {
  const texts = useContext(ItemTextsContext);
  if (!texts) throw new Error('useItemTexts: no ItemTextsProvider above');
  return texts;
}
