import { atom } from 'jotai';
import { SHOP_URLS } from '../../domain/index.js';
import { readString, removeKey, writeString } from '../../storage/web-storage.js';
import { SESSION_KEYS } from '../../storage/storage-keys.js';
import { openSnackbarAtom, type SnackbarContent } from './snackbar.js';

/** The success snackbar of a move to the wishlist: the message and the link to /wishlist (spec point 4). */
export const WISHLIST_MOVED_SNACKBAR: Omit<SnackbarContent, 'id'> = {
  variant: 'success',
  message: { key: 'wishlist.moved' },
  link: { href: SHOP_URLS.wishlist, label: { key: 'wishlist.open' } },
};

/**
 * Moving the last item reloads the page (spec point 4), which would lose the success snackbar: it is
 * carried across the reload in session storage (without storage it is lost, as before).
 */
export function keepWishlistMovedForReload(): void {
  writeString('session', SESSION_KEYS.wishlistMovedNotice, '1');
}

/** After start-up: shows the snackbar carried across the reload, once. */
export const showKeptWishlistMovedAtom = atom(null, (_get, set) => {
  if (readString('session', SESSION_KEYS.wishlistMovedNotice) === null) return;
  removeKey('session', SESSION_KEYS.wishlistMovedNotice);
  set(openSnackbarAtom, WISHLIST_MOVED_SNACKBAR);
});
