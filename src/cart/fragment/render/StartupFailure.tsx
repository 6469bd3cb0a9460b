import { useEffect } from 'react';
import { shopCartErrorEvent, type ShopCartErrorDetail } from '../../../events/shop-cart-error.js';

/** Renders nothing; says once on the console what is missing and tells the host page by an event. */
export function StartupFailure({ host, detail }: { host: EventTarget | null; detail: ShopCartErrorDetail }) {
  const { reason, message } = detail;
  useEffect(() => {
    console.error(message);
    host?.dispatchEvent(shopCartErrorEvent({ reason, message }));
  }, [host, reason, message]);
  return null;
}
