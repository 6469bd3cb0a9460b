import { discountOnDemand } from './discount.js';
import { errorsOnDemand } from './errors-on-demand.js';
import type { Messages } from './messages.js';
import { packaging } from './packaging.js';
import { payment } from './payment.js';
import { services } from './services-modal.js';
import { shipping } from './shipping.js';
import { vouchersOnDemand } from './vouchers.js';
import { wishlistOnDemand } from './wishlist-on-demand.js';

/**
 * Texts needed only on demand (error codes, change notices, modals, payments): a lazy chunk, loaded when
 * first needed. Its `errors` and `wishlist` add to the core groups of the same name.
 */
export const deExtended = {
  packaging,
  shipping,
  discount: discountOnDemand,
  vouchers: vouchersOnDemand,
  payment,
  services,
  errors: errorsOnDemand,
  wishlist: wishlistOnDemand,
} satisfies Messages;
