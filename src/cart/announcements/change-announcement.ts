import type { Cart } from '../../domain/index.js';

/** What a screen reader hears after one of the shopper's own changes was confirmed (WCAG 4.1.3). */
export type ChangeAnnouncement =
  | { key: 'cart.announce.removed'; values: { title: string } }
  | { key: 'cart.announce.quantity'; values: { title: string; quantity: number } }
  | { key: 'cart.announce.codeApplied'; values: { code: string } }
  | { key: 'cart.announce.codeRemoved'; values: Record<string, never> }
  | { key: 'cart.announce.updated'; values: Record<string, never> };

/**
 * The announcement of a confirmed change from `previous` to `cart`: an item gone, an item's new quantity,
 * a discount code applied or removed, else that the cart was updated. Pure.
 */
export function changeAnnouncement(previous: Cart | null, cart: Cart): ChangeAnnouncement {
  const now = new Map(cart.items.map((item) => [item.id, item]));
  for (const before of previous?.items ?? []) {
    const after = now.get(before.id);
    if (!after) return { key: 'cart.announce.removed', values: { title: before.product.title } };
    if (after.quantity !== before.quantity)
      return {
        key: 'cart.announce.quantity',
        values: { title: after.product.title, quantity: after.quantity },
      };
  }
  const code = cart.coupon?.code;
  if (code && code !== previous?.coupon?.code) return { key: 'cart.announce.codeApplied', values: { code } };
  if (!code && previous?.coupon?.code) return { key: 'cart.announce.codeRemoved', values: {} };
  return { key: 'cart.announce.updated', values: {} };
}
