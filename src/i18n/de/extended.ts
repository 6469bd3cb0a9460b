import { discountOnDemand } from './discount.js';
import { errorsOnDemand } from './errors-on-demand.js';
import type { Messages } from './messages.js';
import { packagingOnDemand } from './packaging-on-demand.js';
import { payment } from './payment.js';
import { services } from './services-modal.js';
import { vouchersOnDemand } from './vouchers.js';
import { wishlistOnDemand } from './wishlist-on-demand.js';

/**
 * Texts needed only on demand (error codes, change notices, modals, payments): a lazy chunk, loaded when
 * first needed. Its `errors`, `wishlist`, `discount`, `vouchers` and `packaging` add to the core groups of the
 * same name.
 */
export const deExtended = {
  packaging: packagingOnDemand,
  discount: discountOnDemand,
  vouchers: vouchersOnDemand,
  payment,
  services,
  errors: errorsOnDemand,
  wishlist: wishlistOnDemand,
} satisfies Messages;
