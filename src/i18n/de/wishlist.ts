import type { Messages } from './messages.js';

/** Moving items to the wishlist (spec point 4). */
export const wishlist = {
  moveToWishlist: 'Auf den Merkzettel',
  moved: 'Das Erlebnis liegt jetzt auf deinem Merkzettel.',
  open: 'Zum Merkzettel',
  full: 'Du hast die maximale Anzahl an Erlebnissen auf deinem Merkzettel erreicht. Bitte entferne Erlebnisse, um Platz zu schaffen.',
} satisfies Messages;
