import type { PackagingOption, PackagingType } from './types/index.js';
import { toMinorUnits } from './money.js';

/** Packaging kinds that count as free or included when they cost nothing. */
export const FREE_OR_INCLUDED_PACKAGING: readonly PackagingType[] = ['GiftBox', 'Envelope', 'Included'];

/** How a packaging's price reads: 'included' for included packaging, 'free' at 0, else 'price'. */
export function packagingPriceKind(
  option: Pick<PackagingOption, 'type' | 'price'>,
): 'included' | 'free' | 'price' {
  if (option.type === 'Included') return 'included';
  const free = toMinorUnits(option.price.gross.amount) === 0;
  return free && FREE_OR_INCLUDED_PACKAGING.includes(option.type) ? 'free' : 'price';
}

/** The packaging method named in tracking: Envelope, Pdf or GiftBox (included packaging is a box). */
export function trackingPackagingMethod(type: PackagingType): 'Envelope' | 'Pdf' | 'GiftBox' {
  return type === 'Included' ? 'GiftBox' : type;
}

/** The packaging type named in tracking items: gift boxes are 'gift_box', the rest lower-case. */
export function trackingPackagingType(type: PackagingType): string {
  return type === 'GiftBox' ? 'gift_box' : type.toLowerCase();
}
