// Wishlist changes between tabs (issue: cookies fire no `storage` event): the tab where the wishlist
// changed posts the whole list on the tabs' BroadcastChannel (beside the cart versions of cart-sync.ts);
// every element of every other tab takes it without announcing it again. The message is the list with
// the stamp of tab-channel.ts: `{ productIds, sentAt, tabId }`.
import { parseWishlist } from '../../domain/index.js';
import { CART_SYNC_CHANNEL } from '../../storage/storage-keys.js';
import { fromOtherTab, openTabChannel, stamped } from './tab-channel.js';

/** Tells the other tabs the new wishlist. */
export function postWishlistToOtherTabs(productIds: readonly string[]): void {
  const channel = openTabChannel(CART_SYNC_CHANNEL);
  channel?.post(stamped({ productIds }));
  channel?.close();
}

/** Calls `onChange` with the wishlist whenever another tab changed it; returns the unsubscribe. */
export function onWishlistFromOtherTabs(onChange: (productIds: string[]) => void): () => void {
  const channel = openTabChannel(CART_SYNC_CHANNEL, (data) => {
    const productIds = fromOtherTab(data, (message) => parseWishlist(message.productIds));
    if (productIds) onChange(productIds);
  });
  return () => channel?.close();
}
