import type { Money } from './money.js';
import type { PackagingType } from '../packaging.js';
import type { ShippingMethodId } from '../shipping.js';

/**
 * The tenant configuration of spec point 3, as the host page gives it in the start-up data. Every member
 * may be missing: the cart then uses the tenant's defaults (experiencesCount, giftWrapperSize,
 * greetingCardBoxPrice...).
 */
export interface TenantConfig {
  brandDisplayName?: string;
  urls?: {
    web?: { href: string; label: string };
    redemption?: string;
    redeemVoucher?: string;
  };
  notCountableSkus?: string[];
  noOfExperiences?: number;
  giftWrapperSize?: string;
  boxWithGreetingCardPrice?: Money;
  shippingProviders?: { box: string; letter: string };
}

export interface DeliveryTerm {
  /** ISO date of the expected delivery, when known. */
  date?: string;
  text: string;
  packagingType: PackagingType;
  shippingMethod: ShippingMethodId;
}

export interface DeliveryMethod {
  deliveryDate?: string;
  method: ShippingMethodId;
  price: Money;
  subtitle?: string;
  title: string;
  details?: { label: string; description: string }[];
}
