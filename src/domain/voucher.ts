import type { Cart, TenantConfig } from './types/index.js';
import type { CartMode } from './cart-mode.js';
import { isFollowableUrl } from './navigation.js';
import { toMinorUnits } from './money.js';
import { isTicket, productKind } from './product-kind.js';

/** Why a value voucher code is refused: nothing entered, or special characters such as / # $. */
export type VoucherCodeError = 'required' | 'specialCharacters';

// Letters, digits, white space and hyphens; anything else (/ # $ ...) is a special character.
const ALLOWED_VOUCHER_CODE = /^[\p{L}\p{N}\s-]+$/u;

/** `null` for a code that can be sent, else why not. */
export function validateVoucherCode(input: string | null | undefined): VoucherCodeError | null {
  const code = (input ?? '').trim();
  if (code === '') return 'required';
  return ALLOWED_VOUCHER_CODE.test(code) ? null : 'specialCharacters';
}

/**
 * True when the leftover value row shows: only in the redemption flow, with vouchers applied and a
 * leftover above 0. The leftover is issued as a new voucher by e-mail.
 */
export function showsLeftover(cart: Pick<Cart, 'vouchers' | 'leftoverTotal'>, mode: CartMode): boolean {
  return (
    mode === 'redemption' &&
    cart.vouchers.length > 0 &&
    cart.leftoverTotal !== undefined &&
    toMinorUnits(cart.leftoverTotal.gross.amount) > 0
  );
}

/** The path of the brand's voucher redemption page below its web address (spec point 2). */
const REDEMPTION_PATH = '/einloesen';

/**
 * The brand's voucher redemption page: shown as the tenant's URL label plus `/einloesen`, linking to the
 * configured redemption URL (or the web address plus `einloesen`). `null` without a usable configuration.
 */
export function redemptionPage(
  config: Pick<TenantConfig, 'urls'> | null | undefined,
): { href: string; label: string } | null {
  const urls = config?.urls;
  const web = urls?.web;
  if (!urls || !web?.label) return null;
  const href = urls.redeemVoucher ?? urls.redemption ?? `${web.href.replace(/\/+$/, '')}${REDEMPTION_PATH}`;
  if (!isFollowableUrl(href)) return null;
  return { href, label: `${web.label.replace(/\/+$/, '')}${REDEMPTION_PATH}` };
}

/**
 * True when the cart shows the box on how to redeem a voucher: it holds something given as a voucher (an
 * experience voucher, a box or a value voucher), not only tickets and gift wrap.
 */
export function showsRedemptionInfo(cart: Pick<Cart, 'items'>): boolean {
  return cart.items.some((item) => {
    const kind = productKind(item.product.productType);
    return kind === 'value_voucher' || kind === 'box' || (kind === 'experience' && !isTicket(item));
  });
}
