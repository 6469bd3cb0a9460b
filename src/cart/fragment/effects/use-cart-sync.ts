import { useStore } from 'jotai';
import { useEffect } from 'react';
import {
  cartAtom,
  cartSyncNoticeAtom,
  openCartSyncChannel,
  openWhileShown,
  receiveCartSyncAtom,
  type CartSyncChannel,
} from '../../../state/index.js';
import { hasSyncedFlag, setSyncedFlag } from './synced-flag.js';

/**
 * Keeps this tab's cart in step with the other tabs: every cart change posts its version; a newer version
 * from another tab refetches the cart. The notice follows the `cartWasSynced` query parameter both ways.
 */
export function useCartSync(): void {
  const store = useStore();

  useEffect(() => {
    const controller = new AbortController();
    let channel: CartSyncChannel | null = null;
    let posted: { cartId: string; cartVersion: number } | null = null;
    const post = () => {
      const cart = store.get(cartAtom);
      if (!cart || (posted?.cartId === cart.cartId && posted.cartVersion === cart.cartVersion)) return;
      posted = { cartId: cart.cartId, cartVersion: cart.cartVersion };
      channel?.post(posted);
    };
    // Closed while the page sits in the back-forward cache (an open channel keeps it out).
    const close = openWhileShown(() => {
      const opened = openCartSyncChannel((message) => {
        void store.set(receiveCartSyncAtom, message, controller.signal);
      });
      channel = opened;
      return () => {
        opened.close();
        channel = null;
      };
    });
    post();
    const unsubscribe = store.sub(cartAtom, post);
    return () => {
      unsubscribe();
      close();
      controller.abort();
    };
  }, [store]);

  useEffect(() => {
    if (hasSyncedFlag()) store.set(cartSyncNoticeAtom, true);
    return store.sub(cartSyncNoticeAtom, () => setSyncedFlag(store.get(cartSyncNoticeAtom)));
  }, [store]);
}
