// The control panel's choices, kept in a cookie that the panel writes and the page server reads, so a
// reload renders the page for them. Read tolerantly: anything unknown falls back to its default.
import type { IncomingMessage } from 'node:http';
import { CART_MODES, ITEM_LAYOUTS, isTenant } from '../../src/domain/index.js';
import type { CartMode, ItemLayout, Tenant } from '../../src/domain/index.js';
import { SEED_NAMES } from '../server/state.js';
import type { SeedName } from '../server/state.js';
import { readCookie } from './cookies.js';

/** The cookie of the choices: a URL query string (`tenant=MD_CH&includeCart=false...`), not HttpOnly. */
export const DEMO_CHOICES_COOKIE = 'shop_demo';

/** What the visitor's cart was last reset to: seeds a visitor the server does not know (yet, or any more). */
export interface CartChoices {
  tenant: Tenant;
  seed: SeedName;
  mode: CartMode;
  loggedIn: boolean;
}

/** How the page renders the element. */
export interface PageChoices {
  newDesign: boolean;
  itemLayout: ItemLayout;
  /** The cart goes into the start-up data: no request on load. */
  includeCart: boolean;
  /** The server renders the cart into the page (renderShopCart); off, the browser renders it. */
  serverRender: boolean;
  /** The element reports errors to the demo's collector. */
  errorReporting: boolean;
  /** The express payment buttons (with the stand-ins of the providers' scripts). */
  payments: boolean;
}

export type DemoChoices = CartChoices & PageChoices;

export const DEFAULT_CHOICES: Readonly<DemoChoices> = {
  tenant: 'JS_DE',
  seed: 'default',
  mode: 'shopping',
  loggedIn: false,
  newDesign: true,
  itemLayout: 'current',
  includeCart: true,
  serverRender: true,
  errorReporting: false,
  payments: true,
};

function choice<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

function flag(value: string | null, fallback: boolean): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

/** The choices of a query string; missing or unknown values take the defaults. */
export function parseChoices(query: string | undefined): DemoChoices {
  const params = new URLSearchParams(query ?? '');
  const tenant = params.get('tenant');
  return {
    tenant: isTenant(tenant) ? tenant : DEFAULT_CHOICES.tenant,
    seed: choice(params.get('seed'), SEED_NAMES, DEFAULT_CHOICES.seed),
    mode: choice(params.get('mode'), CART_MODES, DEFAULT_CHOICES.mode),
    loggedIn: flag(params.get('loggedIn'), DEFAULT_CHOICES.loggedIn),
    newDesign: flag(params.get('newDesign'), DEFAULT_CHOICES.newDesign),
    itemLayout: choice(params.get('itemLayout'), ITEM_LAYOUTS, DEFAULT_CHOICES.itemLayout),
    includeCart: flag(params.get('includeCart'), DEFAULT_CHOICES.includeCart),
    serverRender: flag(params.get('serverRender'), DEFAULT_CHOICES.serverRender),
    errorReporting: flag(params.get('errorReporting'), DEFAULT_CHOICES.errorReporting),
    payments: flag(params.get('payments'), DEFAULT_CHOICES.payments),
  };
}

/** The choices a request carries in its cookie (the defaults without one). */
export const choicesOf = (req: IncomingMessage): DemoChoices =>
  parseChoices(readCookie(req, DEMO_CHOICES_COOKIE));
