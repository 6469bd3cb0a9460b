import { useEffect } from 'react';
import type { StartupFailureReason } from './read-startup.js';

/** The `shop-cart-error` event: the element could not start and renders nothing. */
export interface ShopCartErrorDetail {
  reason: StartupFailureReason;
  message: string;
}

/** Renders nothing; says once on the console what is missing and tells the host page by an event. */
export function StartupFailure({ host, detail }: { host: EventTarget | null; detail: ShopCartErrorDetail }) {
  const { reason, message } = detail;
  useEffect(() => {
    console.error(message);
    host?.dispatchEvent(
      new CustomEvent<ShopCartErrorDetail>('shop-cart-error', {
        bubbles: true,
        composed: true,
        detail: { reason, message },
      }),
    );
  }, [host, reason, message]);
  return null;
}
