import { cart } from './cart.js';
import { discount } from './discount.js';
import { loyalty } from './loyalty.js';
import { redemptionInfo } from './redemption-info.js';
import { vouchers } from './vouchers.js';
import { errorScreen, errors } from './errors.js';
import { item } from './item.js';
import type { Messages } from './messages.js';
import { notices } from './notices.js';
import { packaging } from './packaging.js';
import { shipping } from './shipping.js';
import { ui } from './ui.js';
import { summary } from './summary.js';
import { wishlist } from './wishlist.js';

/** The texts the cart page needs for its first paint: bundled with the element. */
export const deCore = {
  cart,
  item,
  packaging,
  shipping,
  summary,
  discount,
  vouchers,
  loyalty,
  redemptionInfo,
  wishlist,
  notices,
  errors,
  errorScreen,
  ui,
} satisfies Messages;
