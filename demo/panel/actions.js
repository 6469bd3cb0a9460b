// The actions of the control panel's forms: reset the cart or reload with the page choices, make a
// change between visits, set the payment stand-ins, arm a fault. Each calls a test endpoint and, but for
// a fault, stores the choices and reloads the page.
import { readCartChoices, readPageChoices, writeChoices } from './choices.js';
import { field, form } from './page.js';
import { reloadWith } from './reload.js';
import { readStandIns } from './stand-ins.js';
import { reason, say } from './status.js';
import { post } from './test-api.js';

/** @typedef {import('./page.js').PageState} PageState */

/** The server wishlist a logged-in demo visitor starts with. */
const LOGGED_IN_WISHLIST = ['demo-wish-1', 'demo-wish-2', 'demo-wish-3'];

/** @param {PageState} state */
export function listenToForms(state) {
  const setup = form('demo-setup');
  setup.addEventListener('submit', async (event) => {
    event.preventDefault();
    const submitter = event instanceof SubmitEvent ? event.submitter : null;
    const action = submitter instanceof HTMLButtonElement ? submitter.value : 'reset';
    if (action === 'reload') {
      // The cart stays as it is: the choices that reset it keep what the cart was reset to.
      await writeChoices({ ...state.choices, ...readPageChoices() });
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
    await writeChoices({ ...cart, ...readPageChoices() });
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

  const payments = form('demo-payments');
  payments.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      await post('/api/test/payment-providers', readStandIns());
    } catch (error) {
      say(`Stand-ins refused: ${reason(error)}`);
      return;
    }
    await writeChoices({ ...state.choices, ...readPageChoices(), payments: true });
    reloadWith({ action: 'payments' });
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
}
