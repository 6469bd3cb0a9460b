export type { ApiErrorBody } from './api-error.js';
export type { AppliedVoucher, Appointment, Cart, CartItem } from './cart.js';
export type {
  CartChangeset,
  ChangedProduct,
  OutdatedAppointmentProduct,
  PriceChangedProduct,
} from './changeset.js';
export type { GrossPrice, Money } from './money.js';
export type { PackagingOption, PackagingVariant, SelectedPackaging } from './packaging.js';
export type { Product, ProductImage } from './product.js';
export type { DeliveryMethod, DeliveryTerm, TenantConfig } from './tenant-config.js';
export type {
  Address,
  CountryCode,
  CustomerType,
  FormOfAddress,
  Order,
  PaymentVoucher,
  PersonalInformation,
} from './order.js';
