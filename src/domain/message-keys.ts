// Catalogue keys that several layers name (spec point 8): each spelled once, here. The domain does not
// import the catalogue; src/i18n/domain-keys.ts checks at compile time that every key union of the
// domain names a text of the German catalogue.

/** The generic error (also for unknown codes and failed chunks); it comes with the hotline amendment. */
export const GENERIC_ERROR_KEY = 'errors.generic';
/** The hotline amendment to the generic error (spec point 8). */
export const HOTLINE_KEY = 'errors.hotline';
/** No connection to the server. */
export const CONNECTION_ERROR_KEY = 'errors.connection';
/** An answer the client cannot read. */
export const INVALID_ANSWER_KEY = 'errors.invalidAnswer';
/** The wishlist holds the maximum number of experiences. */
export const WISHLIST_FULL_KEY = 'wishlist.full';
/** A discount that needs a logged-in visitor. */
export const DISCOUNT_NOT_AUTHENTICATED_KEY = 'discount.errors.notAuthenticated';

/** The keys above, as one union. */
export type SharedMessageKey =
  | typeof GENERIC_ERROR_KEY
  | typeof HOTLINE_KEY
  | typeof CONNECTION_ERROR_KEY
  | typeof INVALID_ANSWER_KEY
  | typeof WISHLIST_FULL_KEY
  | typeof DISCOUNT_NOT_AUTHENTICATED_KEY
  | typeof CODE_REQUIRED_KEY
  | typeof VOUCHER_CODE_REQUIRED_KEY
  | typeof CODE_SPECIAL_CHARACTERS_KEY;

/** True for the generic error, which the page shows with the hotline amendment (spec point 8). */
export const needsHotline = (key: string): boolean => key === GENERIC_ERROR_KEY;

/** A discount code field left empty. */
export const CODE_REQUIRED_KEY = 'discount.errors.required';
/** A value voucher code field left empty. */
export const VOUCHER_CODE_REQUIRED_KEY = 'vouchers.errors.required';
/** A value voucher code with special characters such as / # $. */
export const CODE_SPECIAL_CHARACTERS_KEY = 'vouchers.errors.specialCharacters';

/** The texts of the hints a field's error message comes with (see FieldErrorHint). */
export const FIELD_HINT_KEYS = {
  hotline: 'discount.hotlineHint',
  login: 'discount.loginRequired',
  shopLink: 'vouchers.errors.shopLink',
} as const;

/** The keys of the field hints. */
export type FieldHintKey = (typeof FIELD_HINT_KEYS)[keyof typeof FIELD_HINT_KEYS];

/** The generic loading label and the retry button, used by sections that load on demand. */
export const LOADING_KEY = 'ui.loading';
export const RETRY_KEY = 'cart.retry';
