// Mounts <shop-cart> for the money sections (discount, vouchers, loyalty, summary) with the start-up data
// the reference API gives for the visitor, and reads the summary as a shopper does.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { $, $$, activeElement, mountShopCart, waitForTiles } from './cart-fixture.js';
import { expectedTileIds } from './expected-rows.js';
import { foldSpace } from './text.js';
import { resetCart, startupDataFor, type ResetOptions } from './reference-api.js';

export interface MoneyCartOptions extends ResetOptions {
  newDesign?: boolean;
  /** false: the element loads the cart with GET /api/cart. */
  includeCart?: boolean;
}

/** Resets the visitor's cart, mounts the element with the API's start-up data, waits for the tiles. */
export async function mountMoneyCart(options: MoneyCartOptions = {}) {
  const { newDesign = true, includeCart = true, ...reset } = options;
  const cart = await resetCart(reset);
  const data = await startupDataFor({ includeCart, newDesign, itemLayout: 'current' });
  const element = mountShopCart({ attributes: { tenant: data.tenant, locale: 'de' }, data });
  // Every row, as the shopper sees them once a long cart has painted its first rows and then the rest.
  if (cart.items.length > 0) await waitForTiles(element, expectedTileIds(cart.items).length);
  return { cart, element };
}

/** The text of every summary row, by its kind, in order. */
export function summaryTexts(element: Element): [string, string][] {
  // Term, value and note read as a screen reader does: separated, each node's text on its own.
  const words = (node: Node): string[] =>
    node.nodeType === Node.TEXT_NODE
      ? [node.textContent ?? '']
      : [...node.childNodes].flatMap((child) => words(child));
  return $$(element, '[part="summary"] dl > [data-row]').map((row) => [
    row.dataset.row ?? '',
    words(row).map(foldSpace).filter(Boolean).join(' '),
  ]);
}

/** Types into a text input as a shopper does (React listens to input events). */
export function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export const section = (element: Element, name: string) =>
  $(element, `[data-section="${name}"]`) as HTMLElement;

export { activeElement };

/** axe over the whole element in its current state. */
export async function expectAccessible(element: Element) {
  await expect(element).to.be.accessible();
}

/** Short description of a node for messages (chai's own rendering of React-owned nodes is slow). */
const describeNode = (node: Element | null | undefined) =>
  node
    ? `<${node.tagName.toLowerCase()}${node.id ? ` id=${node.id}` : ''}> "${(node.textContent ?? '').slice(0, 40)}"`
    : 'nothing';

/** Asserts where focus is inside the element's shadow root. */
export function expectFocusOn(element: Element, target: Element | null | undefined) {
  const active = activeElement(element);
  expect(active === target, `focus on ${describeNode(active)}, expected ${describeNode(target)}`).to.equal(
    true,
  );
}

/** Waits until the focus is on `target` (a field that opens takes it after the frame that shows it). */
export async function waitForFocusOn(element: Element, target: Element | null | undefined) {
  await waitUntil(() => activeElement(element) === target, `focus on ${describeNode(target)}`);
  expectFocusOn(element, target);
}

/** Opens the modal of `opener` by keyboard (focus, Enter) and answers the open dialog. */
export async function openModalByKeyboard(element: Element, opener: HTMLElement): Promise<HTMLDialogElement> {
  opener.focus();
  await sendKeys({ press: 'Enter' });
  await waitUntil(() => $(element, 'dialog')?.hasAttribute('open'), 'the modal opens');
  return $(element, 'dialog') as HTMLDialogElement;
}
