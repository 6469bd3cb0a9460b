// After each load the control panel says what the page came with and, when the element loads the cart
// itself, how that went (read from what the element shows).
import { capitalised, say } from './status.js';

/**
 * @typedef {import('./page.js').PageState} PageState
 * @typedef {import('./reload.js').Flash} Flash
 */

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
export async function reportLoad(state, flash) {
  const done =
    flash?.action === 'reset'
      ? `Cart reset to "${state.choices.seed}" (${state.choices.tenant}). `
      : flash?.action === 'reload'
        ? 'Page reloaded. '
        : flash?.action === 'payments'
          ? 'Express payment stand-ins set. '
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
