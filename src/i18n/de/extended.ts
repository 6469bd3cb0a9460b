import { redemptionInfo } from './redemption-info.js';
import { discount } from './discount.js';
import { errorsOnDemand } from './errors-on-demand.js';
import { loyalty } from './loyalty.js';
import type { Messages } from './messages.js';
import { changeNoticeTexts } from './change-notices.js';
import { payment } from './payment.js';
import { services } from './services-modal.js';
import { vouchers } from './vouchers.js';

/**
 * Texts needed only on demand (error codes, change notices, modals, payments): a lazy chunk, loaded when
 * first needed. Its `errors` and `notices` add to the core groups of the same name.
 */
export const deExtended = {
  redemptionInfo,
  discount,
  vouchers,
  loyalty,
  payment,
  services,
  errors: errorsOnDemand,
  notices: changeNoticeTexts,
} satisfies Messages;
