import { useCartSync } from './use-cart-sync.js';
import { useCartLoadDuties } from './use-cart-load-duties.js';
import { useCartPublishing } from './use-cart-publishing.js';
import { usePageReturn } from './use-page-return.js';
import { useHostHandle } from './use-host-handle.js';

/**
 * Mounted once per cart, inside its store: the browser-only work that goes with the cart (storage,
 * window events and the element's own events on `host`, the cross-tab channel), all in effects so that
 * rendering stays pure. Renders nothing.
 */
export function CartEffects({ host }: { host: EventTarget | null }) {
  useCartLoadDuties();
  useCartPublishing(host);
  useCartSync();
  usePageReturn();
  useHostHandle(host);
  return null;
}
