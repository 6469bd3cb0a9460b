import type { counters as deCounters } from '../de/counters.js';
import type { TranslationOf } from './translation.js';

/** The text alternatives of the header counters in English (worded so that any count reads right). */
export const counters = {
  wishlist: 'Items on your wishlist: {{count}}',
  cart: 'Items in your basket: {{count}}',
} satisfies TranslationOf<typeof deCounters>;
