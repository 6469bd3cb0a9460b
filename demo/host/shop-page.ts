// The demo shop page as a shop's server renders it: demo/index.html with the header counters, the
// <shop-cart> element carrying start-up data for the visitor's current cart (read from the reference
// API's state, so a reload is a real revisit and the browser makes no request on load), and the control
// panel's choices. Sent compressed, never cached, under a Trusted Types policy.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { TENANTS } from '../../src/domain/index.js';
import type { PaymentStandIns } from '../server/payment-stand-ins.js';
import type { VisitorState } from '../server/state.js';
import { startupData } from '../server/startup-data.js';
import type { StartupData } from '../server/startup-data.js';
import type { VisitorStore } from '../server/visitors.js';
import { renderCartElementForBrowser } from './cart-element.js';
import type { CartElementRenderer } from './cart-element.js';
import { choicesOf } from './choices.js';
import type { DemoChoices } from './choices.js';
import { renderCartCounter, renderWishlistCounter } from './header-counters.js';
import { jsonForScript } from './html.js';
import { sendBody } from './send.js';

/** The paths that answer with the rendered page (the template itself is never sent as it is). */
export const SHOP_PAGE_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/index.html',
  '/demo/',
  '/demo/index.html',
]);

const TEMPLATE_FILE = fileURLToPath(new URL('../index.html', import.meta.url));

/** The template's script of the element, and the one of a page whose cart the server rendered. */
const CART_SCRIPT = '<script type="module" src="/dist/shop-cart.js"></script>';
const AFTER_PAINT_SCRIPT = '<script type="module" src="/dist/shop-cart-after-paint.js"></script>';

/**
 * The page's policy: no string reaches a script sink (innerHTML and the like) without a Trusted Type. The
 * demo's own scripts use none; the element's strict-CSP work (issue 10) can extend this header.
 */
export const SHOP_PAGE_CSP = "require-trusted-types-for 'script'";

export interface ShopPageOptions {
  /** The reference API's visitors: the page shows the same visitor's cart as /api/cart. */
  visitors: VisitorStore;
  /** Produces the `<shop-cart>` markup, whatever the panel chose (tests). */
  renderCartElement?: CartElementRenderer;
  /**
   * The server rendering of the element (`serverCartElement` over the package's server entry), used while
   * the panel's "Server rendering" is on (the default); without it, or with it off, the browser renders.
   */
  renderCartOnServer?: CartElementRenderer;
  /** The page template; read on every request, so edits show on the next reload. */
  templateFile?: string;
}

/** What the control panel reads from the page (`#demo-state`): its choices and what the page carries. */
export interface DemoPageState {
  /** The cart's parts as the visitor's cart is now, the page's parts from the cookie. */
  choices: DemoChoices;
  tenants: readonly string[];
  /** The cart is in the start-up data, and the change between visits it carries, if any. */
  served: { cartInStartupData: boolean; changeset: string | null };
  /** What the stand-ins of the payment providers' scripts do for this visitor. */
  paymentStandIns: PaymentStandIns;
}

/** The DSN of the demo's error collector on the origin the page was asked for. */
function demoDsn(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return `http://demo@${/^[\w.-]+(?::\d+)?$|^\[[\d:a-f]+\](?::\d+)?$/i.test(host) ? host : 'localhost'}/1`;
}

function fill(template: string, slots: Record<string, string>): string {
  let html = template;
  for (const [name, markup] of Object.entries(slots)) {
    const placeholder = `<!-- shop:${name} -->`;
    if (!html.includes(placeholder)) throw new Error(`demo/index.html lacks ${placeholder}`);
    // A function as the replacement: '$' in the markup stays as it is.
    html = html.replace(placeholder, () => markup);
  }
  return html;
}

function pageState(visitor: VisitorState, cookieChoices: DemoChoices, data: StartupData): DemoPageState {
  const { tenant, seed, mode, loggedIn } = visitor.cart;
  return {
    choices: { ...cookieChoices, tenant, seed, mode, loggedIn },
    tenants: TENANTS,
    served: {
      cartInStartupData: data.props.cart !== undefined,
      changeset: data.props.cart?.changeset?.type ?? null,
    },
    paymentStandIns: visitor.paymentStandIns,
  };
}

/** The page for one request's visitor and choices. */
export async function renderShopPage(
  req: IncomingMessage,
  visitor: VisitorState,
  choices: DemoChoices,
  options: ShopPageOptions,
): Promise<string> {
  const { templateFile = TEMPLATE_FILE } = options;
  const renderCartElement =
    options.renderCartElement ??
    (choices.serverRender && options.renderCartOnServer
      ? options.renderCartOnServer
      : renderCartElementForBrowser);
  const data = startupData(visitor.cart, {
    includeCart: choices.includeCart,
    newDesign: choices.newDesign,
    itemLayout: choices.itemLayout,
    payments: choices.payments,
    ...(choices.errorReporting ? { errorReportingDsn: demoDsn(req) } : {}),
  });
  const template = await readFile(templateFile, 'utf8');
  // A server-rendered cart loads its element after the page's first paint (README "Server rendering").
  const page =
    renderCartElement === options.renderCartOnServer
      ? template.replace(CART_SCRIPT, AFTER_PAINT_SCRIPT)
      : template;
  return fill(page, {
    'wishlist-counter': renderWishlistCounter({ visitor, data }),
    'cart-counter': renderCartCounter({ visitor, data }),
    cart: await renderCartElement(data, {}),
    'demo-state': `<script type="application/json" id="demo-state">${jsonForScript(pageState(visitor, choices, data))}</script>`,
  });
}

/** The handler of SHOP_PAGE_PATHS. */
export function createShopPage(options: ShopPageOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD' });
      res.end('Method not allowed');
      return;
    }
    const choices = choicesOf(req);
    // A visitor the API does not know (new, or the server restarted) starts with the panel's last choices.
    const { tenant, seed, mode, loggedIn } = choices;
    const visitor = options.visitors.visitorFor(req, res, { tenant, seed, mode, loggedIn });
    const html = await renderShopPage(req, visitor, choices, options);
    await sendBody(req, res, Buffer.from(html), {
      contentType: 'text/html; charset=utf-8',
      headers: { 'cache-control': 'no-store', 'content-security-policy': SHOP_PAGE_CSP },
    });
  };
}
