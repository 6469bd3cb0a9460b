import type { Money } from './money.js';

export type CartChangeType =
  | 'ProductRemoved'
  | 'PriceDecreased'
  | 'PriceIncreased'
  | 'ShippingMethodRemoved'
  | 'OutdatedAppointment'
  | 'MultipleChanges';

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
  type: CartChangeType;
  message?: string;
  changes: {
    removedItems?: ChangedProduct[];
    priceIncreasedItems?: PriceChangedProduct[];
    priceDecreasedItems?: PriceChangedProduct[];
    removedShippingMethods?: ChangedProduct[];
    outdatedAppointments?: OutdatedAppointmentProduct[];
  };
}
