// A fresh cart's first render builds its Intl formatters, and the first formatter of a page is expensive
// before it formats anything (ICU loads the language's data), the next ones less so: all of it inside the
// render's one long task. Built beforehand, each in a task of its own, just before React's render task, the
// same work no longer blocks input as one piece: the render task is shorter by all of it, and the page can
// answer between the tasks. The render then uses the formatters built here, which are the page's
// (domain/intl-cache.ts), rather than building them again. The bench's figures are in
// docs/performance-log.md.
import { buildAndUseOnce, firstRenderFormatters, type Cart, type ShopLocale } from '../../domain/index.js';

/**
 * Queues a task per formatter the first render of `cart` needs (domain's `firstRenderFormatters`), on one
 * message channel, as React's scheduler queues its render. Called before the render is scheduled, so in
 * Chromium and Firefox the tasks run first; WebKit may run messages of two channels in either order, and
 * a formatter built after the render costs it a millisecond or two.
 */
export function buildFormattersFirst(cart: Cart, locale: ShopLocale): void {
  if (typeof MessageChannel !== 'function') return;
  const queued = firstRenderFormatters(cart, locale);
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const formatter = queued.shift();
    if (queued.length === 0) channel.port1.close();
    try {
      if (formatter) buildAndUseOnce(formatter);
    } catch {
      // Only a head start: the render builds what it needs either way.
    }
  };
  for (let task = 0; task < queued.length; task += 1) channel.port2.postMessage(null);
}
