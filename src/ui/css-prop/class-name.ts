import type { SerializedStyles } from '@emotion/react';

/** Emotion's key of the element's styles: class names `shop-cart-…` (scripts/build-styles.mjs uses it too). */
export const STYLE_KEY = 'shop-cart';

/** The class of a serialized style, as Emotion names it. */
export const classNameOf = (styles: SerializedStyles): string => `${STYLE_KEY}-${styles.name}`;
