import type { Cart } from './types/index.js';
import { isCartChangeType } from './change-types.js';
import { isPackagingType } from './packaging.js';
import { isPaymentType } from './payments/payment.js';
import { isProductType } from './product-kind.js';
import { isShippingMethod } from './shipping.js';

/** The lists of the shop whose values an answer may carry beyond what this version knows. */
export type ValueList = 'productType' | 'packagingType' | 'shippingMethod' | 'paymentType' | 'changeType';

/** A value of a known list that this version does not know yet. */
export interface UnknownValue {
  list: ValueList;
  value: string;
}

/** A short, stable text naming the value, for telling reports apart: 'productType:Voucher2'. */
export const unknownValueId = ({ list, value }: UnknownValue): string => `${list}:${value}`;

/**
 * The values in a cart that this version does not know, each once, in the order of the answer. They do
 * not refuse the cart: each degrades only its own part (productKind, offeredPackagingOptions,
 * offeredShippingMethods, clearsStoredPersonalInfo, changeSeverity), and the cart reports them once.
 */
export function unknownValuesIn(cart: Cart): UnknownValue[] {
  const found = new Map<string, UnknownValue>();
  const check = (list: ValueList, value: string | undefined, known: (value: string) => boolean) => {
    if (value === undefined || known(value)) return;
    const entry = { list, value };
    found.set(unknownValueId(entry), entry);
  };
  for (const item of cart.items) {
    check('productType', item.product.productType, isProductType);
    for (const option of item.availablePackagingOptions) check('packagingType', option.type, isPackagingType);
    check('packagingType', item.selectedPackaging?.type, isPackagingType);
  }
  check('shippingMethod', cart.shipping?.method, isShippingMethod);
  for (const { method } of cart.availableShippingMethods) check('shippingMethod', method, isShippingMethod);
  check('paymentType', cart.selectedPaymentType, isPaymentType);
  check('changeType', cart.changeset?.type, isCartChangeType);
  return [...found.values()];
}
