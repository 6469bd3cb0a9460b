import type { Messages } from './messages.js';
import { cart, redemptionInfo } from './cart.js';
import { counters } from './counters.js';
import { discount } from './discount.js';
import { errorScreen, errors } from './errors.js';
import { item } from './item.js';
import { loyalty } from './loyalty.js';
import { notices } from './notices.js';
import { packaging } from './packaging.js';
import { payment } from './payment.js';
import { services, ui } from './services.js';
import { shipping } from './shipping.js';
import { summary } from './summary.js';
import { vouchers } from './vouchers.js';
import { wishlist } from './wishlist.js';

export type { Messages } from './messages.js';

/**
 * The German texts as the first brand (JS) writes them: the shopper is addressed with a lower-case
 * 'du', 'dein', 'deinen' ... The second brand's forms are derived in `../catalogue.ts`.
 */
export const de = {
  cart,
  redemptionInfo,
  item,
  packaging,
  shipping,
  summary,
  discount,
  vouchers,
  loyalty,
  payment,
  wishlist,
  notices,
  counters,
  errors,
  errorScreen,
  services,
  ui,
} satisfies Messages;
