import type { CartItem, Money, PackagingOption, TenantConfig } from './types/index.js';
import { toMinorUnits } from './money.js';
import { isKnownValue, type OpenValue } from './open-values.js';
import { giftWrapperSize, greetingCardBoxPrice } from './shop-constants.js';
import type { ShopLocale } from './locale.js';

/** The packaging types of spec point 3. */
export const PACKAGING_TYPES = ['GiftBox', 'Included', 'Envelope', 'Pdf'] as const;

export type PackagingType = (typeof PACKAGING_TYPES)[number];

/** True for a packaging type this version knows. */
export const isPackagingType = (type: unknown): type is PackagingType => isKnownValue(PACKAGING_TYPES, type);

/** Packaging kinds that count as free or included when they cost nothing. */
const FREE_OR_INCLUDED_PACKAGING: readonly PackagingType[] = ['GiftBox', 'Envelope', 'Included'];

/**
 * How a packaging's price reads: 'included' for included packaging, 'free' at 0, else 'price'. A type
 * this version does not know shows its price as it is.
 */
export function packagingPriceKind(
  option: Pick<PackagingOption, 'type' | 'price'>,
): 'included' | 'free' | 'price' {
  if (option.type === 'Included') return 'included';
  const free = toMinorUnits(option.price.gross.amount) === 0;
  return free && isKnownValue(FREE_OR_INCLUDED_PACKAGING, option.type) ? 'free' : 'price';
}

/** A packaging option of a type this version knows. */
export type KnownPackagingOption = PackagingOption & { type: PackagingType };

/**
 * The packaging options offered for an item: those of a type this version knows, each type once (the
 * first the answer lists: the shopper picks a type, and the server is told only the type).
 */
export function offeredPackagingOptions(
  item: Pick<CartItem, 'availablePackagingOptions'>,
): KnownPackagingOption[] {
  return item.availablePackagingOptions.filter(
    (option, index, all): option is KnownPackagingOption =>
      isPackagingType(option.type) && all.findIndex((other) => other.type === option.type) === index,
  );
}

/**
 * The packaging type named in tracking items: gift boxes are 'gift_box', the rest lower-case (also a type
 * this version does not know, so that tracking still names it).
 */
export function trackingPackagingType(type: OpenValue<PackagingType>): string {
  return type === 'GiftBox' ? 'gift_box' : type.toLowerCase();
}

/**
 * The variant sent with a packaging choice: for an option with several motifs the motif already chosen
 * for that option, else the product's pre-selected wrapping variant; none for options with one motif.
 */
export function packagingVariantToSend(
  option: Pick<PackagingOption, 'type' | 'hasMultipleVariants'>,
  item: Pick<CartItem, 'selectedPackaging' | 'product'>,
): string | undefined {
  if (!option.hasMultipleVariants) return undefined;
  const selected = item.selectedPackaging;
  if (selected?.type === option.type && selected.variantId) return selected.variantId;
  return item.product.preSelectedWrappingVariantId;
}

/** The facts printed with the gift box: the wrapper size and the price of a box with greeting card. */
export interface GiftBoxFacts {
  wrapperSize: string;
  greetingCardBoxPrice: Money;
}

/**
 * The gift-box facts of spec point 9, from the tenant configuration where the host gives them, else the
 * brand's defaults (16,2 x 16,2 x 1,7 cm or 1,6 cm, written in the shopper's language; 7,90 € or 7,90 CHF
 * on MD_CH).
 */
export function giftBoxFacts(
  tenant: string,
  config: Pick<TenantConfig, 'giftWrapperSize' | 'boxWithGreetingCardPrice'> | null | undefined,
  locale: ShopLocale = 'de',
): GiftBoxFacts {
  return {
    wrapperSize: config?.giftWrapperSize ?? giftWrapperSize(tenant, locale),
    greetingCardBoxPrice: config?.boxWithGreetingCardPrice ?? greetingCardBoxPrice(tenant),
  };
}
