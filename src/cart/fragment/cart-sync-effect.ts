import { cartAtom, cartSyncNoticeAtom, openCartSyncChannel, receiveCartSyncAtom } from '../../state/index.js';
import type { CartStore } from '../../state/create-cart-store.js';
import { hasSyncedFlag, setSyncedFlag } from './synced-flag.js';

/**
 * Keeps this tab's cart in step with the other tabs: every cart change posts its version; a newer version
 * from another tab refetches the cart. The notice follows the `cartWasSynced` query parameter both ways.
 * Returns the clean-up.
 */
export function startCartSync(store: CartStore): () => void {
  const controller = new AbortController();
  const channel = openCartSyncChannel((message) => {
    void store.set(receiveCartSyncAtom, message, controller.signal);
  });
  let posted: { cartId: string; cartVersion: number } | null = null;
  const post = () => {
    const cart = store.get(cartAtom);
    if (!cart || (posted?.cartId === cart.cartId && posted.cartVersion === cart.cartVersion)) return;
    posted = { cartId: cart.cartId, cartVersion: cart.cartVersion };
    channel.post(posted);
  };
  post();
  const unsubscribeCart = store.sub(cartAtom, post);

  if (hasSyncedFlag()) store.set(cartSyncNoticeAtom, true);
  const unsubscribeNotice = store.sub(cartSyncNoticeAtom, () => setSyncedFlag(store.get(cartSyncNoticeAtom)));

  return () => {
    unsubscribeNotice();
    unsubscribeCart();
    channel.close();
    controller.abort();
  };
}
