// The markup of <shop-cart> in the page the demo server sends: the one place that produces it, so that
// server rendering can take its place (DESIGN.md section 1, "Server rendering").
import type { StartupData } from '../server/startup-data.js';
import { escapeHtml, jsonForScript } from './html.js';

export interface CartElementOptions {
  /** The CSP nonce of the page, for styles a server-rendered element carries. */
  nonce?: string;
}

/**
 * Renders the whole `<shop-cart>` element for its start-up data. Same shape as the server entry's
 * `renderShopCart(data, options)` (dist/, issue 15), which may answer asynchronously.
 */
export type CartElementRenderer = (
  data: StartupData,
  options: CartElementOptions,
) => string | Promise<string>;

/**
 * The element with its attributes and its start-up data as the JSON child; the browser renders the cart
 * (from the cart in the data when it is there, else after GET /api/cart).
 */
export const renderCartElementForBrowser: CartElementRenderer = (data) =>
  `<shop-cart tenant="${escapeHtml(data.tenant)}" locale="${escapeHtml(data.locale)}">` +
  `<script type="application/json">${jsonForScript(data)}</script></shop-cart>`;

/** The server entry's `renderShopCart(data, options)` (dist/shop-cart-server.js), as a host calls it. */
export type RenderShopCart = (
  data: unknown,
  options: { tenant?: string; locale?: string; nonce?: string },
) => Promise<string>;

/**
 * The element rendered on the server by the package's server entry: the cart paints before any script
 * runs, and the element hydrates it. The page server is given the entry (it imports no fragment code).
 */
export const serverCartElement =
  (renderShopCart: RenderShopCart): CartElementRenderer =>
  (data, options) =>
    renderShopCart(data, { tenant: data.tenant, locale: data.locale, ...options });
