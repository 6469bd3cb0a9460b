import type { GrossPrice, Money } from './money.js';
import type { CartItem } from './cart.js';
import type { OpenValue } from '../open-values.js';
import type { PaymentType } from '../payments/payment.js';

export type CountryCode = 'DE' | 'AT' | 'CH' | 'NL' | 'FR' | 'LU' | 'ES' | 'IT' | 'BE' | 'LI' | 'GB';
export type CustomerType = 'private' | 'business';
export type FormOfAddress = '' | 'male' | 'female' | 'other' | 'company';

export interface Address {
  formOfAddress?: FormOfAddress;
  firstName?: string;
  lastName?: string;
  streetName?: string;
  streetNumber?: string;
  zipCode?: string;
  city?: string;
  countryCode?: CountryCode;
  additionalInformation?: string;
}

export interface PersonalInformation {
  email?: string;
  phoneNumber?: string;
  billingAddress?: Address;
  shippingAddress?: Address;
  distinctShippingAddressSelected?: boolean;
  customerType?: CustomerType;
}

/** A voucher that paid part of an order. */
export interface PaymentVoucher {
  type: 'value_voucher' | 'experience';
  deductedAtPurchase: Pick<Money, 'amount'> & Partial<Pick<Money, 'currencyCode'>>;
}

/** An order as tracking reads it (spec point 3). */
export interface Order {
  orderId: string;
  email?: string;
  items: CartItem[];
  total: GrossPrice;
  shipping?: { id: string; price: { gross: { amount: number } } };
  discount?: { coupon?: { campaignName?: string; code: string }; campaign?: string };
  discountTotal?: Money;
  paymentVouchers?: PaymentVoucher[];
  /** The payment type may be one this version does not know (tracked as an error string). */
  payment?: { paymentType: OpenValue<PaymentType>; isExpressPayment: boolean };
}
