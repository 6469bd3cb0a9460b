import type { Messages } from './messages.js';

/** Why an item could not move to the wishlist when the wishlist was not kept: loaded on demand. */
export const wishlistOnDemand = {
  notKept:
    'Dein Merkzettel konnte nicht gespeichert werden. Das Erlebnis bleibt in deinem Warenkorb, bitte versuche es später noch einmal.',
  cookiesUnavailable:
    'Dein Browser speichert keine Cookies, deshalb kann dein Merkzettel nicht gespeichert werden. Das Erlebnis bleibt in deinem Warenkorb.',
} satisfies Messages;
