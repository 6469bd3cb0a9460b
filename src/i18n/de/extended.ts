import { redemptionInfo } from './redemption-info.js';
import { discount } from './discount.js';
import { errorsOnDemand } from './errors-on-demand.js';
import { loyalty } from './loyalty.js';
import type { Messages } from './messages.js';
import { packaging } from './packaging.js';
import { payment } from './payment.js';
import { services } from './services-modal.js';
import { shipping } from './shipping.js';
import { vouchers } from './vouchers.js';

/**
 * Texts needed only on demand (error codes, change notices, modals, payments): a lazy chunk, loaded when
 * first needed. Its `errors` add to the core group of the same name.
 */
export const deExtended = {
  redemptionInfo,
  packaging,
  shipping,
  discount,
  vouchers,
  loyalty,
  payment,
  services,
  errors: errorsOnDemand,
} satisfies Messages;
