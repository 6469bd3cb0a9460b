// The language switch of the control panel (`#demo-language`): sets the `locale` attribute of the cart
// and the header counters on the live page, so the switch keeps the cart's state (an open form keeps what
// was typed). The choice is kept in session storage and applied again after a reload.
import { field, form } from './page.js';

const STORAGE_KEY = 'shop-demo-locale';
const ELEMENTS = 'shop-cart, shop-cart-counter, shop-wishlist-counter';

/** @param {string} locale */
function applyLocale(locale) {
  for (const element of document.querySelectorAll(ELEMENTS)) element.setAttribute('locale', locale);
}

function storedLocale() {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function listenToLanguage() {
  const select = field(form('demo-language'), 'locale');
  const stored = storedLocale();
  if (stored === 'de' || stored === 'en') {
    select.value = stored;
    if (stored !== 'de') applyLocale(stored);
  } else {
    select.value = document.querySelector('shop-cart')?.getAttribute('locale') === 'en' ? 'en' : 'de';
  }
  select.addEventListener('change', () => {
    applyLocale(select.value);
    try {
      sessionStorage.setItem(STORAGE_KEY, select.value);
    } catch {
      // Without storage the switch still works; it is just not kept across reloads.
    }
  });
}
