// The demo shop page (rendered by demo/host/ for this visitor, with the bundles of dist/) in a frame of
// the test page, and what a shopper or the control panel sees in it.
import { waitUntil } from '@open-wc/testing';
import { holdsServerRenderedCart } from '../../src/cart/fragment/render/fragment-styles.js';
import type { Cart } from '../../src/domain/index.js';
import { textOf } from './text.js';
import { resetCart } from './reference-api.js';
import { cookiesSettled, forgetCookies } from './storage-faults.js';
import { showsWholeCart } from './whole-cart.js';

export { textOf };

/**
 * Sets the panel's choices cookie as the panel writes it (the test page shares the frame's origin), and
 * waits until the cookie jar has it: the frame's request right after must carry it.
 */
export async function setChoices(query: string): Promise<void> {
  document.cookie = `shop_demo=${encodeURIComponent(query)}; Path=/; SameSite=Lax`;
  await cookiesSettled();
}

/** Forgets the panel's choices and what a page left behind (a wishlist, stored carts). */
export async function forgetDemoVisit(): Promise<void> {
  localStorage.clear();
  sessionStorage.clear();
  await forgetCookies(['shop_demo', 'shop_wishlist']);
}

/** The pages opened and not yet removed by demoVisitEachTest. */
const opened: DemoPage[] = [];

/**
 * Each test a fresh visit of the demo page: the visit forgotten and the cart reset before (`onReset` gets
 * the reset cart), the pages the test opened removed and the visit forgotten after.
 */
export function demoVisitEachTest(onReset?: (cart: Cart) => void) {
  beforeEach(async () => {
    await forgetDemoVisit();
    const cart = await resetCart();
    onReset?.(cart);
  });
  afterEach(async () => {
    for (const page of opened.splice(0)) page.remove();
    await forgetDemoVisit();
  });
}

/** The start-up data the page was served with. */
export interface ServedData {
  tenant: string;
  props: { cart?: Cart; newDesign: boolean; itemLayout: string; customerEmailHash: string | null };
}

export class DemoPage {
  readonly frame: HTMLIFrameElement;

  private constructor(width: number, height: number) {
    this.frame = document.createElement('iframe');
    this.frame.title = 'Demo-Shop';
    this.frame.style.width = `${width}px`;
    this.frame.style.height = `${height}px`;
    this.frame.style.border = '0';
  }

  /** Opens the page in a frame of the given size and waits for the loaded page and its cart. */
  static async open(width = 1200, height = 900): Promise<DemoPage> {
    const page = new DemoPage(width, height);
    const loaded = page.nextLoad();
    page.frame.src = '/demo/index.html';
    document.body.append(page.frame);
    opened.push(page);
    await loaded;
    await page.cartShown();
    return page;
  }

  get view(): Window {
    return this.frame.contentWindow!;
  }
  get doc(): Document {
    return this.frame.contentDocument!;
  }
  /** The shadow root of the page's <shop-cart>. */
  get root(): ShadowRoot | null | undefined {
    return this.frame.contentDocument?.querySelector('shop-cart')?.shadowRoot;
  }

  total = () => textOf(this.root?.querySelector('[data-row="orderTotal"] dd'));
  counterText = (name: string) =>
    textOf(this.doc.querySelector(name)?.shadowRoot ?? this.doc.querySelector(name));
  /** The control panel's status line. */
  status = () => textOf(this.doc.getElementById('demo-status'));
  notice = () => this.root?.querySelector('[data-notice="cart-changes"]') ?? null;
  served = () =>
    JSON.parse(
      this.doc.querySelector('shop-cart > script[type="application/json"]')!.textContent!,
    ) as ServedData;
  panel = <T extends HTMLElement>(selector: string) => this.doc.querySelector<T>(`.demo-panel ${selector}`)!;
  /** The API requests the page made, from its own resource timing. */
  apiRequests = () =>
    this.view.performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/api/'));

  /** Runs `act` (which makes the page reload) and waits for the new page and (unless told) its cart. */
  async reloadBy(act: () => void, { cart = true } = {}) {
    const loaded = this.nextLoad();
    act();
    await loaded;
    if (cart) await this.cartShown();
  }

  plainReload = () => this.reloadBy(() => this.view.location.reload());

  /** Clicks "Auf den Merkzettel" of the item and waits for the snackbar. */
  async moveToWishlist(itemId: string) {
    this.root!.querySelector<HTMLButtonElement>(
      `[data-item-id="${itemId}"] [data-action="move-to-wishlist"]`,
    )!.click();
    await waitUntil(() => textOf(this.root?.querySelector('[part="snackbar"]')).length > 0, 'snackbar', {
      timeout: 5000,
    });
  }

  remove() {
    this.frame.remove();
  }

  private nextLoad() {
    return new Promise<void>((resolve) =>
      this.frame.addEventListener('load', () => resolve(), { once: true }),
    );
  }

  /**
   * Waits until the cart is on screen and React has it: a server-rendered cart is on screen before its
   * script has run, and hydrating removes the server's style element.
   */
  private cartShown() {
    return waitUntil(
      () => !!this.root && showsWholeCart(this.root) && !holdsServerRenderedCart(this.root),
      'cart rendered and hydrated',
      { timeout: 10000 },
    );
  }
}
