// Puts <shop-cart> on the test page as a CMS page would, and reads what the shopper sees.
import { fixtureCleanup, waitUntil } from '@open-wc/testing';
import '../../elements/shop-cart.js';
import type { ShopCartElement } from '../../elements/shop-cart.js';
import { textOf } from './text.js';

export interface MountOptions {
  attributes?: Record<string, string>;
  /** The start-up data; `undefined` leaves the JSON child out, a string is written as is. */
  data?: unknown;
}

const mounted: HTMLElement[] = [];

/** Creates a <shop-cart> with its JSON child and puts it into the page. */
export function mountShopCart({ attributes = { tenant: 'JS_DE', locale: 'de' }, data }: MountOptions = {}) {
  const element = document.createElement('shop-cart') as ShopCartElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (data !== undefined) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
    element.append(script);
  }
  const main = document.createElement('main');
  main.append(element);
  document.body.append(main);
  mounted.push(main);
  return element;
}

export function removeMounted() {
  for (const node of mounted.splice(0)) node.remove();
  fixtureCleanup();
}

// Each test leaves the page without the carts it mounted, as @open-wc/testing does for its fixtures: a
// root hook of every test file that imports this module (after the file's own afterEach hooks).
afterEach(removeMounted);

export const shadow = (element: Element): ShadowRoot => {
  if (!element.shadowRoot) throw new Error('no shadow root');
  return element.shadowRoot;
};

/** The element inside the shadow root that has the focus. */
export const activeElement = (element: Element) => shadow(element).activeElement;

export const $ = <T extends Element = HTMLElement>(element: Element, selector: string) =>
  shadow(element).querySelector<T>(selector);

export const $$ = <T extends Element = HTMLElement>(element: Element, selector: string) => [
  ...shadow(element).querySelectorAll<T>(selector),
];

/** Waits until the filled cart shows `count` tiles. */
export async function waitForTiles(element: Element, count?: number) {
  await waitUntil(
    () => {
      const tiles = $$(element, '[part="item"]');
      return count === undefined ? tiles.length > 0 : tiles.length === count;
    },
    `expected ${count ?? 'some'} item tiles`,
    { timeout: 5000 },
  );
  return $$(element, '[part="item"]');
}

export { textOf };

/**
 * Selects a value in a native select as a shopper would: pointing at it first (a quantity dropdown of a
 * cart rendered afresh gets its options then), then the value and the change event.
 */
export function choose(select: HTMLSelectElement, value: string) {
  select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The total incl. VAT as the summary shows it. */
/** The order total the summary shows: what is left to pay, the server's `total.gross`. */
export const shownTotal = (element: Element) => textOf($(element, '[data-row="orderTotal"] dd'));

/** The same money as de-DE shows it (no-break space before the currency sign). */
export const euro = (amount: number, currency = 'EUR') =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency }).format(amount);

/** The name an element gets from aria-labelledby: the texts of the referenced elements, in order. */
export function labelledByText(host: Element, element: Element | null | undefined): string {
  return (element?.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => textOf(shadow(host).getElementById(id)))
    .join(' ');
}
