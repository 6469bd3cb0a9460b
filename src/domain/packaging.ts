import type { CartItem, PackagingOption } from './types/index.js';
import { toMinorUnits } from './money.js';
import { isKnownValue, type OpenValue } from './open-values.js';

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

/** The packaging options offered for an item: those of a type this version knows. */
export function offeredPackagingOptions(
  item: Pick<CartItem, 'availablePackagingOptions'>,
): PackagingOption[] {
  return item.availablePackagingOptions.filter((option) => isPackagingType(option.type));
}

/** The packaging method named in tracking: Envelope, Pdf or GiftBox (included packaging is a box). */
export function trackingPackagingMethod(type: PackagingType): 'Envelope' | 'Pdf' | 'GiftBox' {
  return type === 'Included' ? 'GiftBox' : type;
}

/**
 * The packaging type named in tracking items: gift boxes are 'gift_box', the rest lower-case (also a type
 * this version does not know, so that tracking still names it).
 */
export function trackingPackagingType(type: OpenValue<PackagingType>): string {
  return type === 'GiftBox' ? 'gift_box' : type.toLowerCase();
}
