import { redemptionInfo } from './cart.js';
import { discount } from './discount.js';
import { loyalty } from './loyalty.js';
import type { Messages } from './messages.js';
import { packaging } from './packaging.js';
import { payment } from './payment.js';
import { services } from './services.js';
import { shipping } from './shipping.js';
import { vouchers } from './vouchers.js';

/** Texts needed only on demand (error codes, modals, payments): a lazy chunk, loaded when first needed. */
export const deExtended = {
  redemptionInfo,
  packaging,
  shipping,
  discount,
  vouchers,
  loyalty,
  payment,
  services,
} satisfies Messages;
