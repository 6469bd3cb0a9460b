// Which shipping methods a cart offers: by what has to be sent, then by the spec's shipping restrictions
// (through the domain) for the tenant's own country.
import { productKind, shippingAllowed, tenantCountry } from '../../src/domain/index.js';
import type { ShippingMethodId } from '../../src/domain/index.js';
import type { CartState } from './state.js';

/** The methods on offer before restrictions, from the items and their packaging. */
function methodsByContent(state: CartState): ShippingMethodId[] {
  if (state.items.length === 0) return [];
  const parcel = state.items.some(
    (item) => productKind(item.product.productType) === 'box' || item.selectedPackaging?.type === 'GiftBox',
  );
  if (parcel) return ['box_standard', 'box_express'];
  const letter = state.items.some((item) => item.selectedPackaging && item.selectedPackaging.type !== 'Pdf');
  if (letter) return ['standard', 'express'];
  return ['online'];
}

/** The shipping methods the cart offers now. */
export function availableShippingMethods(state: CartState): ShippingMethodId[] {
  const country = tenantCountry(state.tenant);
  return methodsByContent(state).filter(
    (method) =>
      !state.removedShippingMethods.includes(method) && shippingAllowed(method, country, state.tenant),
  );
}

/** The method the cart ships with: the chosen one when on offer, else the first on offer. */
export function effectiveShippingMethod(state: CartState): ShippingMethodId | undefined {
  const available = availableShippingMethods(state);
  return available.includes(state.shippingMethod) ? state.shippingMethod : available[0];
}
