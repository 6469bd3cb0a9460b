// The control panel's data layer section (`#demo-tracking`): `window.dataLayer` live, one line per entry
// that opens to its JSON, and a button that tracks the purchase of the cart through dist/shop-tracking.js.
import { reason, say } from './status.js';

/** @typedef {Record<string, unknown>} LayerEntry */

/**
 * One line for a data layer entry: the event, its items and value, or its notification.
 * @param {LayerEntry} entry
 */
function entrySummary(entry) {
  if (!('event' in entry)) return 'ecommerce' in entry ? '{ ecommerce: null }' : JSON.stringify(entry);
  const parts = [String(entry.event)];
  const ecommerce = /** @type {Record<string, unknown> | undefined} */ (entry.ecommerce);
  if (ecommerce) {
    const items = /** @type {Record<string, unknown>[]} */ (
      Array.isArray(ecommerce.items) ? ecommerce.items : []
    );
    const names = items.map((item) => `${String(item.quantity)}× ${String(item.item_name)}`).join(', ');
    if (names) parts.push(names);
    if (typeof ecommerce.value === 'number') parts.push(`${ecommerce.value} ${String(ecommerce.currency)}`);
    for (const key of ['shipping_tier', 'payment_type', 'transaction_id']) {
      if (typeof ecommerce[key] === 'string') parts.push(String(ecommerce[key]));
    }
  }
  if (typeof entry.notification_label === 'string') parts.push(entry.notification_label);
  return parts.join(' · ');
}

/**
 * Shows `window.dataLayer` live: every push appears as a line that opens to its JSON. The panel creates
 * the data layer when the page has none yet and wraps its `push`, as a tag manager would.
 */
export function showDataLayer() {
  const list = document.getElementById('demo-data-layer');
  if (!list) return;
  const page = /** @type {{ dataLayer?: LayerEntry[] }} */ (/** @type {unknown} */ (window));
  const layer = (page.dataLayer ??= []);
  let shown = 0;
  const render = () => {
    for (; shown < layer.length; shown += 1) {
      const entry = layer[shown] ?? {};
      const details = document.createElement('details');
      const summary = document.createElement('summary');
      summary.textContent = entrySummary(entry);
      const json = document.createElement('pre');
      json.textContent = JSON.stringify(entry, null, 2);
      details.append(summary, json);
      const item = document.createElement('li');
      item.append(details);
      list.append(item);
    }
    list.scrollTop = list.scrollHeight;
  };
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    const length = push(...entries);
    render();
    return length;
  };
  render();
  document.getElementById('demo-tracking-clear')?.addEventListener('click', () => list.replaceChildren());
  document.getElementById('demo-purchase')?.addEventListener('click', async () => {
    try {
      const response = await fetch('/api/test/order');
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const order = await response.json();
      const { trackPurchase } = await import('/dist/shop-tracking.js');
      const tracked = await trackPurchase(order);
      say(
        tracked
          ? `Purchase of order ${order.orderId} tracked (dist/shop-tracking.js).`
          : `Order ${order.orderId} was tracked before.`,
      );
    } catch (error) {
      say(`Purchase not tracked: ${reason(error)}`);
    }
  });
}
