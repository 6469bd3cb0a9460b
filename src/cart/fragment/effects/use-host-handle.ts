import { useStore } from 'jotai';
import { useEffect } from 'react';
import { refreshCartAtom } from '../../../state/index.js';
import { cartHandleOf, type MountedCartApi } from '../render/cart-handle.js';

/** Offers this cart's API to its element's methods (`refresh()`) while it is mounted. */
export function useHostHandle(host: EventTarget | null): void {
  const store = useStore();
  useEffect(() => {
    const handle = cartHandleOf(host);
    if (!handle) return undefined;
    const api: MountedCartApi = { refresh: () => store.set(refreshCartAtom) };
    handle.attach(api);
    return () => handle.detach(api);
  }, [store, host]);
}
