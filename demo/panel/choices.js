// The visitor and page choices of the control panel's first form (`#demo-setup`): shown as the page
// state has them, read from the form, and written into the cookie `shop_demo` that the page server reads.
import { checkbox, field, form } from './page.js';

/**
 * @typedef {import('./page.js').Choices} Choices
 * @typedef {import('./page.js').CartChoices} CartChoices
 * @typedef {import('./page.js').PageChoices} PageChoices
 * @typedef {import('./page.js').PageState} PageState
 */

const CHOICES_COOKIE = 'shop_demo';
const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Stores the choices for the next request. A write through `document.cookie` reaches the browser's
 * cookie jar later (Chromium hands it to its network process), so a reload right after it can go out
 * with the old cookie: the page is then rendered for the reset cart and the old page choices. A read
 * through the Cookie Store API is answered only after the jar has handled every earlier write. (Its
 * `set` is no way round: it makes a Secure cookie, which WebKit drops on http://localhost.)
 * @param {Choices} choices
 * @returns {Promise<void>}
 */
export async function writeChoices(choices) {
  const query = new URLSearchParams(
    Object.entries(choices).map(([key, value]) => [key, String(value)]),
  ).toString();
  document.cookie = `${CHOICES_COOKIE}=${encodeURIComponent(query)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
  /** @type {{ getAll(): Promise<unknown> } | undefined} */
  const jar = Reflect.get(globalThis, 'cookieStore');
  try {
    await jar?.getAll();
  } catch {
    // A jar that refuses to be read leaves the write to land in its own time.
  }
}

/** @returns {PageChoices} */
export function readPageChoices() {
  const setup = form('demo-setup');
  return {
    newDesign: checkbox(setup, 'newDesign').checked,
    itemLayout: field(setup, 'itemLayout').value,
    includeCart: checkbox(setup, 'includeCart').checked,
    serverRender: checkbox(setup, 'serverRender').checked,
    errorReporting: checkbox(setup, 'errorReporting').checked,
    payments: checkbox(setup, 'payments').checked,
  };
}

/** @returns {CartChoices} */
export function readCartChoices() {
  const setup = form('demo-setup');
  return {
    tenant: field(setup, 'tenant').value,
    seed: field(setup, 'seed').value,
    mode: field(setup, 'mode').value,
    loggedIn: checkbox(setup, 'loggedIn').checked,
  };
}

/** @param {PageState} state */
export function showChoices(state) {
  const setup = form('demo-setup');
  const tenant = field(setup, 'tenant');
  for (const name of state.tenants) tenant.append(new Option(name, name));
  const { choices } = state;
  tenant.value = choices.tenant;
  field(setup, 'seed').value = choices.seed;
  field(setup, 'mode').value = choices.mode;
  field(setup, 'itemLayout').value = choices.itemLayout;
  checkbox(setup, 'loggedIn').checked = choices.loggedIn;
  checkbox(setup, 'newDesign').checked = choices.newDesign;
  checkbox(setup, 'includeCart').checked = choices.includeCart;
  checkbox(setup, 'serverRender').checked = choices.serverRender;
  checkbox(setup, 'errorReporting').checked = choices.errorReporting;
  checkbox(setup, 'payments').checked = choices.payments;
}
