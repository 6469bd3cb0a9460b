// The discount code entry of the money sections, as the discount tests drive it: the section, its field,
// its submit button and message, opening it and submitting a code.
import { waitUntil } from '@open-wc/testing';
import { textOf } from './cart-fixture.js';
import { section, typeInto } from './money-cart.js';

export const ADD = '/api/cart/add-coupon';
export const REMOVE = '/api/cart/remove-coupon';

export const discount = (element: Element) => section(element, 'discount');
export const codeInput = (element: Element) =>
  discount(element).querySelector('input') as HTMLInputElement | null;
export const submitButton = (element: Element) =>
  discount(element).querySelector('button[type="submit"]') as HTMLButtonElement;
export const fieldMessage = (element: Element) =>
  textOf(discount(element).querySelector('[data-field-message="error"]'));
export const openButton = (element: Element) =>
  [...discount(element).querySelectorAll('button')].find((button) =>
    textOf(button).startsWith('Rabattcode oder Gutscheincode'),
  ) as HTMLButtonElement;

export async function openEntry(element: Element) {
  openButton(element).click();
  await waitUntil(() => codeInput(element), 'the form opens');
  return codeInput(element) as HTMLInputElement;
}

export async function submitCode(element: Element, code: string) {
  const input = codeInput(element) ?? (await openEntry(element));
  typeInto(input, code);
  submitButton(element).click();
}

/** The submit button of the legacy modal (old design). */
export const submitButtonIn = (root: Element) =>
  root.querySelector('button[type="submit"]') as HTMLButtonElement;
