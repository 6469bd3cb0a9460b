import type { CartItem, DeliveryTerm } from './types/index.js';
import { isPackagingType, type PackagingType } from './packaging.js';
import { productKind } from './product-kind.js';
import { shippingKind, type ShippingMethodId } from './shipping.js';

/** The delivery term text for online shipping and PDF packaging. */
export const IMMEDIATE_DELIVERY = 'sofort';

// Higher ranks dominate: a gift box or included packaging is sent as a parcel, an envelope as a letter.
const PACKAGING_RANK: Readonly<Record<PackagingType, number>> = {
  GiftBox: 3,
  Included: 3,
  Envelope: 2,
  Pdf: 1,
};

/** The selected packaging types of the items; a type this version does not know decides nothing. */
function packagingTypes(items: readonly CartItem[]): PackagingType[] {
  return items.flatMap((item) => {
    const type = item.selectedPackaging?.type;
    return isPackagingType(type) ? [type] : [];
  });
}

/** The packaging that decides the delivery term: gift box or included first, then envelope, then PDF. */
export function dominantPackaging(items: readonly CartItem[]): PackagingType | undefined {
  let dominant: PackagingType | undefined;
  for (const type of packagingTypes(items)) {
    if (!dominant || PACKAGING_RANK[type] > PACKAGING_RANK[dominant]) dominant = type;
  }
  return dominant;
}

function findTerm(
  terms: readonly DeliveryTerm[],
  packaging: PackagingType,
  method: ShippingMethodId,
): DeliveryTerm | undefined {
  const exact = terms.find((term) => term.packagingType === packaging && term.shippingMethod === method);
  if (exact || PACKAGING_RANK[packaging] !== PACKAGING_RANK.GiftBox) return exact;
  // Gift box and included packaging share a rank: either term serves for the other.
  const sibling: PackagingType = packaging === 'GiftBox' ? 'Included' : 'GiftBox';
  return terms.find((term) => term.packagingType === sibling && term.shippingMethod === method);
}

/** True when only experiences or value vouchers are sent, each in an envelope or included packaging. */
function onlyLettersOfVouchers(items: readonly CartItem[]): boolean {
  const shipped = items.filter((item) => item.selectedPackaging?.type !== 'Pdf');
  return (
    shipped.length > 0 &&
    shipped.every((item) => {
      const kind = productKind(item.product.productType);
      const packaging = item.selectedPackaging?.type;
      return (
        (kind === 'experience' || kind === 'value_voucher') &&
        (packaging === 'Envelope' || packaging === 'Included')
      );
    })
  );
}

/**
 * The delivery term the items would have with a shipping method (for each method the shipping section
 * offers): 'sofort' for online shipping or when every item is packed as PDF; otherwise the term of the
 * dominant packaging and the method. Standard shipping with only experiences or value vouchers in envelope
 * or included packaging takes the envelope standard term. `undefined` when no term fits.
 */
export function deliveryTermForMethod(
  items: readonly CartItem[],
  method: ShippingMethodId | undefined,
  terms: readonly DeliveryTerm[],
): typeof IMMEDIATE_DELIVERY | DeliveryTerm | undefined {
  const types = packagingTypes(items);
  if (method === 'online') return IMMEDIATE_DELIVERY;
  if (types.length > 0 && types.length === items.length && types.every((type) => type === 'Pdf')) {
    return IMMEDIATE_DELIVERY;
  }
  if (!method) return undefined;
  if (shippingKind(method) === 'Standard' && onlyLettersOfVouchers(items)) {
    return findTerm(terms, 'Envelope', 'standard');
  }
  const dominant = dominantPackaging(items);
  return dominant ? findTerm(terms, dominant, method) : undefined;
}
