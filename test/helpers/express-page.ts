// A shop page with <shop-cart> and its express payments in a frame of the test page: a fresh window for
// every test (the providers' scripts define globals), whose navigation to the next step can be watched.
// The providers' scripts are the demo server's stand-ins (/test-providers/), steered per visitor through
// POST /api/test/payment-providers.
import { waitUntil } from '@open-wc/testing';
import type { Cart, PaymentsConfig } from '../../src/domain/index.js';
import { clearExpressTraces } from './express-storage.js';
import { resetCart } from './reference-api.js';
import { showsWholeCart } from './whole-cart.js';

/** Where a finished express flow goes in these tests. */
export const NEXT_URL = '/express-next-step?from=cart';

/** The starts of the express area's failure texts (the catalogue's, as the shopper reads them). */
export const EXPRESS_FAILURE_TEXT = {
  sessionFailed: /^Die Zahlung konnte nicht gestartet werden/,
  connection: /^Die Verbindung zum Zahlungsanbieter ist fehlgeschlagen/,
  express: /^Die Express-Zahlung hat leider nicht geklappt/,
  paypal: /^Die Zahlung mit PayPal hat leider nicht geklappt/,
};

/** Every provider, pointed at the stand-ins of their scripts. */
export const STAND_IN_PAYMENTS: PaymentsConfig = {
  nextUrl: NEXT_URL,
  stripe: { publishableKey: 'pk_test_demo', scriptUrl: '/test-providers/stripe.js' },
  paypal: { clientId: 'demo-client-id', environment: 'sandbox', sdkBaseUrl: '/test-providers/paypal-sdk.js' },
  amazonPay: { publicKeyId: 'DEMO-PUBLIC-KEY', scriptUrl: '/test-providers/amazon-checkout.js' },
};

export type Provider = 'stripe' | 'paypal' | 'amazonPay';

/** The payments of one provider only (its stand-in), with the next step's URL. */
export const onlyPayments = (provider: Provider) => ({
  nextUrl: NEXT_URL,
  [provider]: STAND_IN_PAYMENTS[provider],
});

type ScriptOutcome = 'ok' | 'fail' | 'no-global' | 'hang';
export interface StandInSettings {
  stripe?: {
    script?: ScriptOutcome;
    outcome?: 'success' | 'cancel' | 'missing-fields' | 'declined' | 'unavailable';
    wallet?: string;
  };
  paypal?: {
    script?: ScriptOutcome;
    outcome?: 'success' | 'cancel' | 'error' | 'unavailable' | 'odd-approval';
  };
  amazonPay?: { script?: ScriptOutcome; outcome?: 'success' | 'cancel' | 'error' };
}

/** Tells this visitor's stand-ins what to do. */
export async function setStandIns(settings: StandInSettings): Promise<void> {
  const response = await fetch('/api/test/payment-providers', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (!response.ok) throw new Error(`payment-providers: HTTP ${response.status}`);
}

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** This visitor's API calls since the last reset, oldest first (test endpoints left out). */
export async function calls(): Promise<Call[]> {
  const all = (await (await fetch('/api/test/requests')).json()) as Call[];
  return all.map(({ method, path, query, body }) => ({ method, path, query, body }));
}

/** The calls of the express payments and their events, as `METHOD path`. */
export async function paymentCalls(): Promise<string[]> {
  return (await calls())
    .filter(({ path }) => /payment|personal-information|express-payment-flow/.test(path))
    .map(({ method, path }) => `${method} ${path}`);
}

/** The calls of the flows themselves, in order: the payment calls without availability and merchant checks. */
export async function flowCalls(): Promise<string[]> {
  return (await paymentCalls()).filter((call) => !/availability|merchant-account-properties/.test(call));
}

/** The event posts of this visitor. */
export async function events(): Promise<{ path: string; body: Record<string, unknown> }[]> {
  return (await (await fetch('/api/test/events')).json()) as {
    path: string;
    body: Record<string, unknown>;
  }[];
}

interface StandInRecords {
  stripe?: {
    groups: {
      amount: number;
      currency: string;
      options: Record<string, unknown>;
      element?: Record<string, unknown>;
      submitted: number;
    }[];
    sheets: { wallet: string; amount: number }[];
    confirmations: { clientSecret: string; returnUrl: string; redirect: string }[];
    failures: unknown[];
    failUpdates: boolean;
    key: string;
  };
  paypal?: { query: Record<string, string>; nonce: string; orders: string[]; approvals: string[] };
  amazonPay?: {
    buttons: { selector: string; options: Record<string, unknown> }[];
    checkouts: { config: Record<string, string>; payload: Record<string, unknown> }[];
  };
}

/** The pages opened and not yet removed by expressPageEachTest. */
const opened: ExpressPage[] = [];

/**
 * Each test without the express payments' traces (cookies, storage) before and after it, and without the
 * pages it opened after it.
 */
export function expressPageEachTest() {
  beforeEach(clearExpressTraces);
  afterEach(async () => {
    for (const page of opened.splice(0)) page.remove();
    await clearExpressTraces();
  });
}

/** How ExpressPage.open opens the cart page. */
interface OpenOptions {
  payments?: unknown;
  tenant?: string;
  nonce?: string;
  holdIdle?: boolean;
  fixture?: string;
  /** Scrolls the summary into view (else the area loads on a later idle moment). */
  scroll?: boolean;
  /** The frame's size in px; default 1100 × 900 (the summary beside the items). */
  size?: { width: number; height: number };
  /** The start-up data's error reporting (default: none). */
  errorReporting?: { enabled: boolean; dsn: string; environment: string; release: string };
}

export class ExpressPage {
  readonly frame: HTMLIFrameElement;
  private loadCount = 0;

  private constructor() {
    this.frame = document.createElement('iframe');
    this.frame.title = 'Warenkorb';
    // Wide enough for the summary beside the items, and in the test page's viewport: the express area
    // loads when it is near the viewport (or later, on idle).
    this.frame.style.width = '1100px';
    this.frame.style.height = '900px';
    this.frame.style.position = 'fixed';
    this.frame.style.top = '0';
    this.frame.style.left = '0';
    this.frame.addEventListener('load', () => (this.loadCount += 1));
  }

  /** Opens the cart page with `cart` in the start-up data and the given payments (default: all stand-ins). */
  static async open(
    cart: Cart,
    {
      payments = STAND_IN_PAYMENTS,
      tenant = 'JS_DE',
      nonce,
      holdIdle = false,
      fixture = 'cart-page.html',
      scroll = true,
      size,
      errorReporting,
    }: OpenOptions = {},
  ) {
    const page = new ExpressPage();
    if (size) {
      page.frame.style.width = `${size.width}px`;
      page.frame.style.height = `${size.height}px`;
    }
    const data = { props: { cart, payments }, ...(errorReporting ? { errorReporting } : {}) };
    const query = new URLSearchParams({ data: JSON.stringify(data), tenant });
    if (nonce) query.set('nonce', nonce);
    if (holdIdle) query.set('holdIdle', '1');
    const [file, extra] = fixture.split('?');
    for (const [name, value] of new URLSearchParams(extra)) query.set(name, value);
    page.frame.src = `/test/helpers/${file}?${query.toString()}`;
    document.body.append(page.frame);
    opened.push(page);
    await waitUntil(() => page.loadCount === 1, 'frame loads', { timeout: 5000 });
    await waitUntil(() => showsWholeCart(page.root), 'cart rendered', { timeout: 8000 });
    if (scroll) page.area()?.scrollIntoView({ block: 'center' });
    return page;
  }

  /** Resets the visitor's cart and opens the page with `provider`'s button only; waits for the button. */
  static async openOnly(provider: Provider, options: Omit<OpenOptions, 'payments'> = {}) {
    const cart = await resetCart();
    const page = await ExpressPage.open(cart, { ...options, payments: onlyPayments(provider) });
    await page.buttonsShown([provider]);
    return { cart, page };
  }

  get loads() {
    return this.loadCount;
  }
  get view(): typeof window & {
    shopPaymentStandIns?: StandInRecords;
    releaseIdle?: () => void;
    heldIdle?: () => number;
  } {
    return this.frame.contentWindow as typeof window & { shopPaymentStandIns?: StandInRecords };
  }
  get doc(): Document {
    return this.frame.contentDocument!;
  }
  get element(): HTMLElement | null {
    return this.doc.querySelector('shop-cart');
  }
  get root(): ShadowRoot | null | undefined {
    return this.element?.shadowRoot;
  }
  get standIns(): StandInRecords {
    return this.view.shopPaymentStandIns ?? {};
  }

  /** The express area in the shadow root. */
  area = () => this.root?.querySelector<HTMLElement>('[data-express-checkout]') ?? null;
  /** The light-DOM container of a provider's button. */
  container = (provider: Provider) =>
    this.doc.querySelector<HTMLElement>(`shop-cart > [data-shop-cart-express="${provider}"]`);
  /** The (stand-in) button a provider rendered into its container. */
  button = (provider: Provider) => this.container(provider)?.querySelector('button') ?? null;
  /** True when the provider's button shows: its slot's wrapper is not hidden and the button is there. */
  shows = (provider: Provider) => {
    const slot = this.root?.querySelector(`slot[name="express-${provider}"]`);
    return Boolean(slot && !slot.parentElement?.hidden && this.button(provider));
  };
  heading = () => this.area()?.querySelector('h3')?.textContent ?? null;
  separator = () => this.area()?.querySelector('[data-separator]')?.textContent ?? null;
  error = () => this.area()?.querySelector('[data-express-error]') ?? null;
  processing = () => this.root?.querySelector<HTMLDialogElement>('dialog[data-express-processing]') ?? null;

  /** Waits until exactly `providers` show their buttons (and the others do not). */
  async buttonsShown(providers: Provider[], message = `buttons of ${providers.join(', ')}`) {
    const all: Provider[] = ['stripe', 'paypal', 'amazonPay'];
    await waitUntil(
      () => all.every((provider) => this.shows(provider) === providers.includes(provider)),
      message,
      {
        timeout: 8000,
      },
    );
  }

  /** Resolves on the frame's next load (a navigation to the next step, or a reload). */
  /** Clicks `provider`'s button and waits until the frame loaded the page it leads to; answers its path and query. */
  async clickThrough(provider: Provider): Promise<string> {
    const navigated = this.nextLoad();
    this.button(provider)!.click();
    await navigated;
    return this.view.location.pathname + this.view.location.search;
  }

  nextLoad(): Promise<void> {
    const before = this.loadCount;
    return waitUntil(() => this.loadCount > before, 'the page navigates', { timeout: 8000 });
  }

  remove() {
    this.frame.remove();
  }
}
