import type { CartChangeset } from './changeset.js';
import type { GrossPrice, Money } from './money.js';
import type { DeliveryMethod } from './tenant-config.js';
import type { PackagingOption, SelectedPackaging } from './packaging.js';
import type { Product } from './product.js';
import type { OpenValue } from '../open-values.js';
import type { PaymentType } from '../payments/payment.js';
import type { ShippingMethodId } from '../shipping.js';

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
export type OfferedShippingMethod = { method: OpenValue<ShippingMethodId> } & Partial<
  Omit<DeliveryMethod, 'method'>
>;

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
  /** The method may be one this version does not know (then the cart names no shipping method). */
  shipping?: { method: OpenValue<ShippingMethodId>; price: GrossPrice };
  /** Methods this version does not know are not offered (offeredShippingMethods). */
  availableShippingMethods: OfferedShippingMethod[];
  totalDiscount?: Money;
  coupon?: { code: string };
  discount?: { campaign?: string };
  vouchers: AppliedVoucher[];
  leftoverTotal?: GrossPrice;
  payback?: { number?: string; scrid?: string; points?: number };
  selectedPaymentType?: OpenValue<PaymentType>;
  discountStatus?: { success: boolean; message?: string };
  rebuilt?: boolean;
  changeset?: CartChangeset;
}
