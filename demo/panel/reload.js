// Every action of the control panel ends in a reload (a real revisit: the server renders the page anew);
// a note in session storage (the flash) says after the reload what was done.

const FLASH_KEY = 'shop-cart-demo-flash';

/** @typedef {{ action: 'reset' | 'reload' | 'payments' } | { action: 'change', type: string }} Flash */

/**
 * Reloads the page; the flash says why after the reload.
 * @param {Flash} flash
 */
export function reloadWith(flash) {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
  } catch {
    // Without session storage the page still reloads; only the note of what was done is lost.
  }
  location.reload();
}

/** @returns {Flash | null} */
export function takeFlash() {
  try {
    const text = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
