export type { ApiErrorBody } from './api-error.js';
export type { AppliedVoucher, Appointment, Cart, CartItem, OfferedShippingMethod } from './cart.js';
export type { CartChangeset } from './changeset.js';
export type { GrossPrice, Money } from './money.js';
export type { PackagingOption, PackagingVariant, SelectedPackaging } from './packaging.js';
export type { Product } from './product.js';
export type { DeliveryTerm, TenantConfig } from './tenant-config.js';
export type { Address, Order, PaymentVoucher, PersonalInformation } from './order.js';
