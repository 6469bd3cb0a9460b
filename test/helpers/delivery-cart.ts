// Mounts <shop-cart> for the item options and delivery sections (packaging, services, shipping,
// appointments, sticky bar) with the start-up data the reference API gives for the visitor.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart, Tenant } from '../../src/domain/index.js';
import { $, $$, activeElement, mountShopCart, textOf, waitForTiles } from './cart-fixture.js';
import { recordedRequests, resetCart, type RecordedRequest, type ResetOptions } from './reference-api.js';

export interface DeliveryCartOptions extends ResetOptions {
  newDesign?: boolean;
  itemLayout?: 'current' | 'next';
  /** false: the element loads the cart with GET /api/cart. */
  includeCart?: boolean;
}

/** Resets the visitor's cart, mounts the element with the API's start-up data, waits for the tiles. */
export async function mountCartFor(options: DeliveryCartOptions = {}) {
  const { newDesign = true, includeCart = true, itemLayout = 'current', ...reset } = options;
  const cart = await resetCart(reset);
  const query = new URLSearchParams({
    includeCart: String(includeCart),
    newDesign: String(newDesign),
    itemLayout,
  });
  const data = (await (await fetch(`/api/test/startup-data?${query.toString()}`)).json()) as {
    tenant: Tenant;
  };
  const element = mountShopCart({ attributes: { tenant: data.tenant, locale: 'de' }, data });
  if (cart.items.length > 0) await waitForTiles(element);
  return { cart, element };
}

/** Arms the server error `code` for the next call of `path` (answered with the code's HTTP status). */
export async function armCode(path: string, code: number) {
  const response = await fetch('/api/test/fault', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, fault: 'error', code }),
  });
  if (!response.ok) throw new Error(`arming code ${code}: HTTP ${response.status}`);
}

/** The calls of this visitor to `path`. */
export async function callsTo(path: string, method = 'POST'): Promise<RecordedRequest[]> {
  return (await recordedRequests()).filter((request) => request.path === path && request.method === method);
}

/** The event posts recorded by the reference API. */
export async function recordedEvents(): Promise<{ path: string; body: unknown }[]> {
  return (await (await fetch('/api/test/events')).json()) as { path: string; body: unknown }[];
}

/** Waits until the server's cart version is above `version`, and answers that cart. */
export async function serverVersionAbove(version: number): Promise<Cart> {
  let cart: Cart | undefined;
  await waitUntil(async () => {
    const now = (await (await fetch('/api/cart')).json()) as Cart;
    if (now.cartVersion > version) cart = now;
    return cart !== undefined;
  });
  if (!cart) throw new Error('unreachable');
  return cart;
}

/** The tile (the first, for tickets) of a cart item. */
export const tile = (element: Element, itemId: string) =>
  $(element, `[part="item"][data-item-id="${itemId}"]`) as HTMLElement;

export const tiles = (element: Element, itemId: string) =>
  $$(element, `[part="item"][data-item-id="${itemId}"]`);

export { activeElement };

/** The open modal dialog of the element, if any. */
export const openDialog = (element: Element) => $(element, 'dialog[open]') as HTMLDialogElement | null;

/**
 * The open modal could not load its content (a fault armed before the caller opened it): its alert says
 * `failure` and the page passes axe; then, the fault disarmed, the alert's retry button loads the content
 * (`loaded` waits for it) and the alert is gone.
 */
export async function expectModalLoadRetry(
  element: Element,
  { failure, loaded }: { failure: string; loaded: (element: Element) => Promise<unknown> },
) {
  const alert = () => openDialog(element)?.querySelector('[role="alert"]');
  await waitUntil(() => textOf(alert()).includes(failure), 'failure said', { timeout: 5000 });
  await expect(element).to.be.accessible();
  await resetCart(); // disarms the fault
  alert()?.querySelector('button')?.click();
  await loaded(element);
  expect(alert() === null, 'absent').to.equal(true);
}

/** The message of the failed change notice at the top of the cart. */
export const noticeText = (element: Element) => textOf($(element, '[part="cart"] > [role="alert"]'));

/** The next-step controls are links: disabled means `aria-disabled`. */
export const isDisabled = (control: Element | null | undefined) =>
  control?.getAttribute('aria-disabled') === 'true';
