// The demo page's control panel: it drives the reference API's test endpoints and re-creates
// <shop-cart> with fresh start-up data, so every state of the cart can be shown by hand.
// Plain ES module, typed through JSDoc.

const TENANTS = ['JS_DE', 'JS_NOW_DE', 'JS_AT', 'JS_TEST', 'MD_DE', 'MD_AT', 'MD_CH', 'MD_TEST'];
/** The server wishlist a logged-in demo visitor starts with (as if filled on another device). */
const LOGGED_IN_WISHLIST = ['demo-wish-1', 'demo-wish-2', 'demo-wish-3'];
const VIEW_KEY = 'shop-cart-demo-view';

/**
 * @typedef {{ newDesign: boolean, itemLayout: string, includeCart: boolean, errorReporting: boolean }} ViewOptions
 * @typedef {{ tenant: string, props: { mode: string, customerEmailHash: string | null }, errorReporting: object }} StartupData
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

/** @param {string} text */
function say(text) {
  const status = document.getElementById('demo-status');
  if (status) status.textContent = text;
}

/**
 * @param {string} path
 * @param {object} [body]
 */
async function call(path, body) {
  const response = await fetch(path, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new Error(data?.message ?? `HTTP ${response.status}`);
  return data;
}

/** @returns {ViewOptions} */
function readView() {
  const setup = form('demo-setup');
  return {
    newDesign: /** @type {HTMLInputElement} */ (field(setup, 'newDesign')).checked,
    itemLayout: field(setup, 'itemLayout').value,
    includeCart: /** @type {HTMLInputElement} */ (field(setup, 'includeCart')).checked,
    errorReporting: /** @type {HTMLInputElement} */ (field(setup, 'errorReporting')).checked,
  };
}

function restoreView() {
  const setup = form('demo-setup');
  /** @type {Partial<ViewOptions>} */
  let view;
  try {
    view = JSON.parse(sessionStorage.getItem(VIEW_KEY) ?? '{}');
  } catch {
    view = {};
  }
  if (typeof view.newDesign === 'boolean')
    /** @type {HTMLInputElement} */ (field(setup, 'newDesign')).checked = view.newDesign;
  if (typeof view.includeCart === 'boolean')
    /** @type {HTMLInputElement} */ (field(setup, 'includeCart')).checked = view.includeCart;
  if (typeof view.errorReporting === 'boolean')
    /** @type {HTMLInputElement} */ (field(setup, 'errorReporting')).checked = view.errorReporting;
  if (view.itemLayout) field(setup, 'itemLayout').value = view.itemLayout;
}

/**
 * Gives <shop-wishlist-counter> the wishlist as the shop's server knows it, as its JSON child
 * `{ "productIds": [...] }` (README, "The wishlist counter"): a logged-in visitor's list lives on the
 * server. The reference API's extra GET /api/wishlist stands in for the shop's server here. Without the
 * child (anonymous visitors) the counter reads the wishlist cookie.
 * @param {boolean} loggedIn
 */
async function giveWishlistToCounter(loggedIn) {
  const productIds = loggedIn ? await call('/api/wishlist') : null;
  for (const counter of document.querySelectorAll('shop-wishlist-counter')) {
    counter.querySelector(':scope > script[type="application/json"]')?.remove();
    if (!productIds) continue;
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = JSON.stringify({ productIds });
    counter.append(script);
  }
}

/**
 * Fetches start-up data for the visitor's current cart and puts a new <shop-cart> in place of the old.
 * @param {{ forceFetch?: boolean }} [options] forceFetch: leave the cart out, so the element GETs it.
 */
async function mountCart(options = {}) {
  const view = readView();
  sessionStorage.setItem(VIEW_KEY, JSON.stringify(view));
  const query = new URLSearchParams({
    includeCart: String(view.includeCart && !options.forceFetch),
    newDesign: String(view.newDesign),
    itemLayout: view.itemLayout,
  });
  /** @type {StartupData} */
  const data = await call(`/api/test/startup-data?${query}`);
  if (view.errorReporting) {
    // A DSN on this origin: the Sentry client posts envelopes to /api/1/envelope/.
    data.errorReporting = {
      enabled: true,
      dsn: `${location.protocol}//demo@${location.host}/1`,
      environment: 'demo',
      release: 'demo',
    };
  }
  const setup = form('demo-setup');
  field(setup, 'tenant').value = data.tenant;
  field(setup, 'mode').value = data.props.mode;
  /** @type {HTMLInputElement} */ (field(setup, 'loggedIn')).checked = Boolean(data.props.customerEmailHash);
  await giveWishlistToCounter(Boolean(data.props.customerEmailHash));

  const cart = document.createElement('shop-cart');
  cart.setAttribute('tenant', data.tenant);
  cart.setAttribute('locale', 'de');
  const script = document.createElement('script');
  script.type = 'application/json';
  // '<' escaped, so that a title with </script> cannot end the element when this is copied into HTML.
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  cart.append(script);
  const old = document.querySelector('shop-cart');
  if (old) old.replaceWith(cart);
  else document.getElementById('cart-area')?.append(cart);
}

function setUp() {
  const setup = form('demo-setup');
  const tenant = field(setup, 'tenant');
  for (const name of TENANTS) tenant.append(new Option(name, name));
  restoreView();

  setup.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const loggedIn = /** @type {HTMLInputElement} */ (field(setup, 'loggedIn')).checked;
      await call('/api/test/reset', {
        tenant: tenant.value,
        seed: field(setup, 'seed').value,
        mode: field(setup, 'mode').value,
        loggedIn,
        ...(loggedIn ? { wishlist: LOGGED_IN_WISHLIST } : {}),
      });
      await mountCart();
      say('Cart reset, element re-created.');
    } catch (error) {
      say(`Reset failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  const change = form('demo-change');
  change.addEventListener('submit', async (event) => {
    event.preventDefault();
    const type = field(change, 'type').value;
    try {
      await call('/api/test/next-changes', { type });
      await mountCart({ forceFetch: true });
      say(`${type}: the element fetched the changed cart.`);
    } catch (error) {
      say(`No ${type}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  const fault = form('demo-fault');
  fault.addEventListener('submit', async (event) => {
    event.preventDefault();
    const kind = field(fault, 'fault').value;
    const path = field(fault, 'path').value;
    try {
      await call('/api/test/fault', {
        path,
        fault: kind,
        delayMs: Number(field(fault, 'delayMs').value),
        times: Number(field(fault, 'times').value),
        ...(kind === 'error' ? { code: Number(field(fault, 'code').value) } : {}),
      });
      say(`Armed: ${kind} on ${path}.`);
    } catch (error) {
      say(`Fault refused: ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  mountCart().catch((error) =>
    say(`Start failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}

setUp();
