// Compares the cart a shopper sees with the cart the reference API holds.
import { waitUntil } from '@open-wc/testing';
import type { Cart } from '../../src/domain/index.js';
import { CART_CHANGE_EVENT } from '../../src/events/cart-change.js';
import { $, $$, euro, mountShopCart, shownTotal, type MountOptions } from './cart-fixture.js';
import { serverCart } from './reference-api.js';

/** What the page shows: each item's quantity (the dropdown, or the number of ticket tiles) and the total. */
export function shownCart(element: Element): { quantities: Record<string, number>; total: string } {
  const quantities: Record<string, number> = {};
  for (const tile of $$(element, '[part="item"]')) {
    const id = tile.dataset.itemId ?? '';
    const select = tile.querySelector('select');
    quantities[id] = select ? Number(select.value) : (quantities[id] ?? 0) + 1;
  }
  return { quantities, total: shownTotal(element) };
}

/** The same view of a cart answer. */
export function cartView(cart: Cart): { quantities: Record<string, number>; total: string } {
  return {
    quantities: Object.fromEntries(cart.items.map((item) => [item.id, item.quantity])),
    total: euro(cart.total.gross.amount, cart.total.gross.currencyCode),
  };
}

/** Why the page differs from the server's cart, or `null` when it shows exactly that cart. */
export async function differenceFromServer(element: Element): Promise<string | null> {
  const page = shownCart(element);
  const server = cartView(await serverCart());
  const same = JSON.stringify(page) === JSON.stringify(server);
  return same ? null : `page ${JSON.stringify(page)} ≠ server ${JSON.stringify(server)}`;
}

/**
 * True while anything is under way: a busy item, or the next step disabled by a cart call (a link, which
 * works before any script runs: disabled is `aria-disabled`).
 */
export function pageIsBusy(element: Element): boolean {
  const nextStep = $(element, '[part="next-step"]');
  return (
    $$(element, '[part="item"][aria-busy="true"]').length > 0 ||
    nextStep?.getAttribute('aria-disabled') === 'true'
  );
}

/**
 * Waits until nothing is under way on the page any more (checked every 5 ms: trials run back to back). A
 * choice (quantity, packaging, shipping method) shows alone in the next frame and turns busy in a task
 * after it (`changeAfterPaint`): the wait starts once such a task has run, else a choice just made would
 * look settled.
 */
export async function waitUntilSettled(element: Element, timeout = 5000): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  await waitUntil(() => !pageIsBusy(element), 'the page settles', { timeout, interval: 5 });
}

/**
 * Mounts the cart and resolves once what a change does shows at once. The tiles are on screen after React's
 * first commit, but the controls read the store through subscriptions React makes in effects a moment
 * later: a change made in between reaches the store and the server, yet shows only once the effects have
 * run, and until then the page looks settled on its first cart (WebKit ran such a change about once in 200
 * convergence trials). The element's first `shop:cart-change`, sent from those effects, says they have run.
 */
export async function mountReadyCart(options: MountOptions): Promise<HTMLElement> {
  const announced = new Promise((resolve) =>
    window.addEventListener(CART_CHANGE_EVENT, resolve, { once: true }),
  );
  const element = mountShopCart(options);
  await announced;
  await waitUntil(() => $$(element, '[part="item"]').length > 0, 'the tiles show', { interval: 5 });
  return element;
}
