// Wishlist changes between tabs (issue: cookies fire no `storage` event): the tab where the wishlist
// changed posts the whole list on a BroadcastChannel; every element of every other tab takes it without
// announcing it again, as cart versions travel (cart-sync.ts).
import { parseWishlist } from '../domain/index.js';
import { WISHLIST_SYNC_CHANNEL } from '../storage/storage-keys.js';
import { fromOtherTab, openTabChannel, stamped, type TabStamp } from './tab-channel.js';

/** What one tab tells the others after its wishlist changed. */
export interface WishlistSyncMessage extends TabStamp {
  productIds: string[];
}

/** A message read from the channel, or `null` when it has the wrong shape. */
export function parseWishlistSyncMessage(data: unknown): WishlistSyncMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { productIds, sentAt, tabId } = data as Record<string, unknown>;
  const ids = parseWishlist(productIds);
  if (!ids || !Number.isFinite(sentAt)) return null;
  const message = { productIds: ids, sentAt: sentAt as number };
  return typeof tabId === 'string' ? { ...message, tabId } : message;
}

/** Tells the other tabs the new wishlist. */
export function postWishlistToOtherTabs(productIds: readonly string[]): void {
  const channel = openTabChannel(WISHLIST_SYNC_CHANNEL);
  channel?.post(stamped({ productIds }));
  channel?.close();
}

/** Calls `onChange` with the wishlist whenever another tab changed it; returns the unsubscribe. */
export function onWishlistFromOtherTabs(onChange: (productIds: string[]) => void): () => void {
  const channel = openTabChannel(WISHLIST_SYNC_CHANNEL, (data) => {
    const message = fromOtherTab(data, parseWishlistSyncMessage);
    if (message) onChange(message.productIds);
  });
  return () => channel?.close();
}
