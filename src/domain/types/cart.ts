import type { CartChangeset } from './changeset.js';
import type { GrossPrice, Money } from './money.js';
import type { DeliveryMethod } from './tenant-config.js';
import type { PackagingOption, SelectedPackaging } from './packaging.js';
import type { PaymentType } from './payment.js';
import type { Product } from './product.js';

export type ShippingMethodId = 'online' | 'standard' | 'box_standard' | 'express' | 'box_express';

export type CartMode = 'shopping' | 'redemption';

export interface Appointment {
  appointmentId?: string;
  locationId?: string;
  reservationId?: string;
  /** ISO 8601 date and time of the appointment. */
  date: string;
  location?: string;
}

export interface CartItem {
  id: string;
  quantity: number;
  total: GrossPrice;
  product: Product;
  experienceId?: string;
  discount?: { coupon?: { code: string }; campaign?: string };
  appointment?: Appointment;
  availablePackagingOptions: PackagingOption[];
  selectedPackaging?: SelectedPackaging;
  /** Extras booked with the item (an additional-services row on the tile). */
  additionalServices?: { title: string }[];
}

/** A shipping method the cart offers: its id, with the shop's title, subtitle, price and date where given. */
export type OfferedShippingMethod = Pick<DeliveryMethod, 'method'> & Partial<Omit<DeliveryMethod, 'method'>>;

export interface AppliedVoucher {
  id: string;
  deductedAtPurchase: Money;
  balance: { currencyCode: string; amount?: number };
}

export interface Cart {
  cartId: string;
  cartVersion: number;
  items: CartItem[];
  total: GrossPrice;
  packagingTotal?: GrossPrice;
  shipping?: { method: ShippingMethodId; price: GrossPrice };
  availableShippingMethods: OfferedShippingMethod[];
  totalDiscount?: Money;
  coupon?: { code: string };
  discount?: { campaign?: string };
  vouchers: AppliedVoucher[];
  leftoverTotal?: GrossPrice;
  payback?: { number?: string; scrid?: string; points?: number };
  selectedPaymentType?: PaymentType;
  discountStatus?: { success: boolean; message?: string };
  rebuilt?: boolean;
  changeset?: CartChangeset;
}
