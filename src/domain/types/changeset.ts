import type { Money } from './money.js';
import type { CartChangeType } from '../change-types.js';
import type { OpenValue } from '../open-values.js';

export interface ChangedProduct {
  productId: string;
  title: string;
}

export interface PriceChangedProduct extends ChangedProduct {
  differenceAmount: Money;
}

export interface OutdatedAppointmentProduct extends ChangedProduct {
  /** ISO 8601 date and time of the appointment that is no longer available. */
  appointment: string;
  appointmentId: string;
}

export interface CartChangeset {
  /** One of CART_CHANGE_TYPES, or a newer kind this version does not know (the generic notice). */
  type: OpenValue<CartChangeType>;
  message?: string;
  changes: {
    removedItems?: ChangedProduct[];
    priceIncreasedItems?: PriceChangedProduct[];
    priceDecreasedItems?: PriceChangedProduct[];
    removedShippingMethods?: ChangedProduct[];
    outdatedAppointments?: OutdatedAppointmentProduct[];
  };
}
