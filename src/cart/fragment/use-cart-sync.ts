import { useStore } from 'jotai';
import { useEffect } from 'react';
import { cartAtom, cartSyncNoticeAtom, openCartSyncChannel, receiveCartSyncAtom } from '../../state/index.js';
import { hasSyncedFlag, setSyncedFlag } from './synced-flag.js';

/**
 * Keeps this tab's cart in step with the other tabs: every cart change posts its version; a newer version
 * from another tab refetches the cart. The notice follows the `cartWasSynced` query parameter both ways.
 */
export function useCartSync(): void {
  const store = useStore();

  useEffect(() => {
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
    const unsubscribe = store.sub(cartAtom, post);
    return () => {
      unsubscribe();
      channel.close();
      controller.abort();
    };
  }, [store]);

  useEffect(() => {
    if (hasSyncedFlag()) store.set(cartSyncNoticeAtom, true);
    return store.sub(cartSyncNoticeAtom, () => setSyncedFlag(store.get(cartSyncNoticeAtom)));
  }, [store]);
}
