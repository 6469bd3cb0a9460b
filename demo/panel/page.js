// What the control panel reads from the page: the state the demo server wrote into it (`#demo-state`)
// and the panel's own forms and fields. Plain ES module, typed through JSDoc.

/**
 * @typedef {{ tenant: string, seed: string, mode: string, loggedIn: boolean }} CartChoices
 * @typedef {{ newDesign: boolean, itemLayout: string, includeCart: boolean, serverRender: boolean, errorReporting: boolean, payments: boolean }} PageChoices
 * @typedef {CartChoices & PageChoices} Choices
 * @typedef {{ script: string, outcome: string }} StandIn
 * @typedef {{ stripe: StandIn & { wallet: string }, paypal: StandIn, amazonPay: StandIn }} PaymentStandIns
 * @typedef {{ choices: Choices, tenants: string[], served: { cartInStartupData: boolean, changeset: string | null }, paymentStandIns: PaymentStandIns }} PageState
 */

/** @returns {PageState} */
export function pageState() {
  const text = document.getElementById('demo-state')?.textContent;
  if (!text) throw new Error('#demo-state is missing: is the page served by the demo server?');
  return JSON.parse(text);
}

/** @param {string} id */
export function form(id) {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLFormElement)) throw new Error(`#${id} is missing`);
  return element;
}

/** @param {HTMLFormElement} f @param {string} name */
export function field(f, name) {
  const element = f.elements.namedItem(name);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) {
    throw new Error(`field ${name} is missing`);
  }
  return element;
}

/** @param {HTMLFormElement} f @param {string} name */
export function checkbox(f, name) {
  const element = field(f, name);
  if (!(element instanceof HTMLInputElement)) throw new Error(`field ${name} is not a checkbox`);
  return element;
}
