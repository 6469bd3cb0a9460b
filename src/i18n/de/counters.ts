import type { Messages } from './messages.js';

/** The text alternatives of the header counters (<shop-wishlist-counter>, <shop-cart-counter>). */
export const counters = {
  wishlist: 'Merkzettel: {{count}} Artikel',
  cart: 'Warenkorb: {{count}} Artikel',
} satisfies Messages;
