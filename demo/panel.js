// The demo page's control panel. The demo server renders the page for the visitor's current cart and the
// panel's choices (cookie `shop_demo`); the panel drives the reference API's test endpoints, stores its
// choices and reloads the page, so every state is a real visit and the element is never replaced.
// It writes text only (textContent, new Option): no HTML sinks, so it runs under Trusted Types.
// Plain ES module, typed through JSDoc.

const CHOICES_COOKIE = 'shop_demo';
/** The server wishlist a logged-in demo visitor starts with. */
const LOGGED_IN_WISHLIST = ['demo-wish-1', 'demo-wish-2', 'demo-wish-3'];
const FLASH_KEY = 'shop-cart-demo-flash';
const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * @typedef {{ tenant: string, seed: string, mode: string, loggedIn: boolean }} CartChoices
 * @typedef {{ newDesign: boolean, itemLayout: string, includeCart: boolean, serverRender: boolean, errorReporting: boolean }} PageChoices
 * @typedef {CartChoices & PageChoices} Choices
 * @typedef {{ choices: Choices, tenants: string[], served: { cartInStartupData: boolean, changeset: string | null } }} PageState
 * @typedef {{ action: 'reset' | 'reload' } | { action: 'change', type: string }} Flash
 */

/** @param {string} id */
function form(id) {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLFormElement)) throw new Error(`#${id} is missing`);
  return element;
}

/** @param {HTMLFormElement} f @param {string} name */
function field(f, name) {
  const element = f.elements.namedItem(name);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) {
    throw new Error(`field ${name} is missing`);
  }
  return element;
}

/** @param {HTMLFormElement} f @param {string} name */
function checkbox(f, name) {
  const element = field(f, name);
  if (!(element instanceof HTMLInputElement)) throw new Error(`field ${name} is not a checkbox`);
  return element;
}

/** @param {string} text */
const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** @param {string} text */
function say(text) {
  const status = document.getElementById('demo-status');
  if (status) status.textContent = capitalised(text);
}

/** @param {unknown} error */
const reason = (error) => (error instanceof Error ? error.message : String(error));

/** @returns {PageState} */
function pageState() {
  const text = document.getElementById('demo-state')?.textContent;
  if (!text) throw new Error('#demo-state is missing: is the page served by the demo server?');
  return JSON.parse(text);
}

/**
 * @param {string} path
 * @param {object} body
 */
async function post(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new Error(data?.message ?? `HTTP ${response.status}`);
  return data;
}

/** @param {Choices} choices */
function writeChoices(choices) {
  const query = new URLSearchParams(
    Object.entries(choices).map(([key, value]) => [key, String(value)]),
  ).toString();
  document.cookie = `${CHOICES_COOKIE}=${encodeURIComponent(query)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/**
 * Reloads the page (a real revisit: the server renders it anew); the flash says why after the reload.
 * @param {Flash} flash
 */
function reloadWith(flash) {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
  } catch {
    // Without session storage the page still reloads; only the note of what was done is lost.
  }
  location.reload();
}

/** @returns {Flash | null} */
function takeFlash() {
  try {
    const text = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** @returns {PageChoices} */
function readPageChoices() {
  const setup = form('demo-setup');
  return {
    newDesign: checkbox(setup, 'newDesign').checked,
    itemLayout: field(setup, 'itemLayout').value,
    includeCart: checkbox(setup, 'includeCart').checked,
    serverRender: checkbox(setup, 'serverRender').checked,
    errorReporting: checkbox(setup, 'errorReporting').checked,
  };
}

/** @returns {CartChoices} */
function readCartChoices() {
  const setup = form('demo-setup');
  return {
    tenant: field(setup, 'tenant').value,
    seed: field(setup, 'seed').value,
    mode: field(setup, 'mode').value,
    loggedIn: checkbox(setup, 'loggedIn').checked,
  };
}

/** @param {PageState} state */
function showChoices(state) {
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
}

/**
 * The text of a message without the labels of its buttons ('Erneut versuchen').
 * @param {Element} element
 */
function textBesideButtons(element) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('button')) parts.push(node.textContent ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * How the element's own load of the cart (GET /api/cart) ended, read from what it shows: the cart or the
 * empty cart, or an error.
 * @param {Element} element
 * @returns {Promise<{ ok: true } | { ok: false, message: string }>}
 */
function loadOutcome(element) {
  return new Promise((resolve) => {
    const check = () => {
      const root = element.shadowRoot;
      if (!root) return false;
      if (root.querySelector('[part="cart"], [part="empty"]')) {
        resolve({ ok: true });
        return true;
      }
      const failure = root.querySelector('[part="error-screen"], [role="alert"]');
      if (!failure) return false;
      resolve({ ok: false, message: textBesideButtons(failure) });
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    void customElements.whenDefined('shop-cart').then(() => {
      if (check()) return;
      observer.observe(element.shadowRoot ?? element, { childList: true, subtree: true });
    });
  });
}

/**
 * Says what the page came with and, when the element loads the cart itself, how that went.
 * @param {PageState} state
 * @param {Flash | null} flash
 */
async function reportLoad(state, flash) {
  const done =
    flash?.action === 'reset'
      ? `Cart reset to "${state.choices.seed}" (${state.choices.tenant}). `
      : flash?.action === 'reload'
        ? 'Page reloaded. '
        : '';
  const change = flash?.action === 'change' ? `${flash.type}: ` : '';
  /** @param {string} text */
  const report = (text) => say(done + capitalised(change + text));
  if (state.served.cartInStartupData) {
    const news = state.served.changeset
      ? `the page came with the changed cart and its changeset (${state.served.changeset})`
      : change
        ? 'the page came with the cart, but no change arrived'
        : 'the page came with the cart in its start-up data';
    report(`${news}; no request on load.`);
    return;
  }
  const element = document.querySelector('shop-cart');
  if (!element) return;
  report('the element loads the cart (GET /api/cart)…');
  const outcome = await loadOutcome(element);
  report(
    outcome.ok
      ? 'the element loaded the cart (GET /api/cart).'
      : `the element's GET /api/cart failed: ${outcome.message}`,
  );
}

/** @typedef {Record<string, unknown>} LayerEntry */

/**
 * One line for a data layer entry: the event, its items and value, or its notification.
 * @param {LayerEntry} entry
 */
function entrySummary(entry) {
  if (!('event' in entry)) return 'ecommerce' in entry ? '{ ecommerce: null }' : JSON.stringify(entry);
  const parts = [String(entry.event)];
  const ecommerce = /** @type {Record<string, unknown> | undefined} */ (entry.ecommerce);
  if (ecommerce) {
    const items = /** @type {Record<string, unknown>[]} */ (
      Array.isArray(ecommerce.items) ? ecommerce.items : []
    );
    const names = items.map((item) => `${String(item.quantity)}× ${String(item.item_name)}`).join(', ');
    if (names) parts.push(names);
    if (typeof ecommerce.value === 'number') parts.push(`${ecommerce.value} ${String(ecommerce.currency)}`);
    for (const key of ['shipping_tier', 'payment_type', 'transaction_id']) {
      if (typeof ecommerce[key] === 'string') parts.push(String(ecommerce[key]));
    }
  }
  if (typeof entry.notification_label === 'string') parts.push(entry.notification_label);
  return parts.join(' · ');
}

/**
 * Shows `window.dataLayer` live: every push appears as a line that opens to its JSON. The panel creates
 * the data layer when the page has none yet and wraps its `push`, as a tag manager would.
 */
function showDataLayer() {
  const list = document.getElementById('demo-data-layer');
  if (!list) return;
  const page = /** @type {{ dataLayer?: LayerEntry[] }} */ (/** @type {unknown} */ (window));
  const layer = (page.dataLayer ??= []);
  let shown = 0;
  const render = () => {
    for (; shown < layer.length; shown += 1) {
      const entry = layer[shown] ?? {};
      const details = document.createElement('details');
      const summary = document.createElement('summary');
      summary.textContent = entrySummary(entry);
      const json = document.createElement('pre');
      json.textContent = JSON.stringify(entry, null, 2);
      details.append(summary, json);
      const item = document.createElement('li');
      item.append(details);
      list.append(item);
    }
    list.scrollTop = list.scrollHeight;
  };
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    const length = push(...entries);
    render();
    return length;
  };
  render();
  document.getElementById('demo-tracking-clear')?.addEventListener('click', () => list.replaceChildren());
  document.getElementById('demo-purchase')?.addEventListener('click', async () => {
    try {
      const response = await fetch('/api/test/order');
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const order = await response.json();
      const { trackPurchase } = await import('/dist/shop-tracking.js');
      const tracked = await trackPurchase(order);
      say(
        tracked
          ? `Purchase of order ${order.orderId} tracked (dist/shop-tracking.js).`
          : `Order ${order.orderId} was tracked before.`,
      );
    } catch (error) {
      say(`Purchase not tracked: ${reason(error)}`);
    }
  });
}

function setUp() {
  showDataLayer();
  const state = pageState();
  showChoices(state);

  const setup = form('demo-setup');
  setup.addEventListener('submit', async (event) => {
    event.preventDefault();
    const submitter = event instanceof SubmitEvent ? event.submitter : null;
    const action = submitter instanceof HTMLButtonElement ? submitter.value : 'reset';
    if (action === 'reload') {
      // The cart stays as it is: the choices that reset it keep what the cart was reset to.
      writeChoices({ ...state.choices, ...readPageChoices() });
      reloadWith({ action: 'reload' });
      return;
    }
    const cart = readCartChoices();
    try {
      // A logged-in visitor gets a server wishlist, as if filled on another device: the page's counter
      // shows it from the start (demo/host/header-counters.ts writes it into the counter).
      await post('/api/test/reset', cart.loggedIn ? { ...cart, wishlist: LOGGED_IN_WISHLIST } : cart);
    } catch (error) {
      say(`Reset failed: ${reason(error)}`);
      return;
    }
    writeChoices({ ...cart, ...readPageChoices() });
    reloadWith({ action: 'reset' });
  });

  const change = form('demo-change');
  change.addEventListener('submit', async (event) => {
    event.preventDefault();
    const type = field(change, 'type').value;
    try {
      await post('/api/test/next-changes', { type });
    } catch (error) {
      say(`No ${type}: ${reason(error)}`);
      return;
    }
    reloadWith({ action: 'change', type });
  });

  const fault = form('demo-fault');
  fault.addEventListener('submit', async (event) => {
    event.preventDefault();
    const kind = field(fault, 'fault').value;
    const path = field(fault, 'path').value;
    try {
      await post('/api/test/fault', {
        path,
        fault: kind,
        delayMs: Number(field(fault, 'delayMs').value),
        times: Number(field(fault, 'times').value),
        ...(kind === 'error' ? { code: Number(field(fault, 'code').value) } : {}),
      });
    } catch (error) {
      say(`Fault refused: ${reason(error)}`);
      return;
    }
    const hint =
      path === '/api/cart' && state.served.cartInStartupData
        ? ' The page carries the cart, so loading it makes no GET /api/cart: switch off "Cart in start-up data" and reload to see it fail.'
        : '';
    say(`Armed: ${kind} on ${path}.${hint}`);
  });

  reportLoad(state, takeFlash()).catch((error) => say(`The panel failed: ${reason(error)}`));
}

try {
  setUp();
} catch (error) {
  say(`The panel failed: ${reason(error)}`);
}
