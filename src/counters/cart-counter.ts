import { counters } from '../i18n/de/counters.js';
import { counters as enCounters } from '../i18n/en/counters.js';
import { cartItemCountBridge } from '../state/index.js';
import { CounterElement } from './counter-element.js';

/** The number of cart items: the stored count at first, then `shop:cart-change` and other tabs. */
export class CartCounterElement extends CounterElement {
  protected readonly countAtom = cartItemCountBridge.valueAtom;
  protected readonly labelTexts = { de: counters.cart, en: enCounters.cart };
}
