import { css } from '@emotion/react';
import { BREAKPOINTS } from '../domain/index.js';

/** Custom properties hosts can set on the element to theme it; the values are the defaults. */
export const THEME_PROPERTIES = {
  '--shop-cart-color-brand': '#a3123a',
  '--shop-cart-color-brand-contrast': '#ffffff',
  '--shop-cart-color-text': '#1f1f1f',
  '--shop-cart-color-muted': '#575757',
  '--shop-cart-color-surface': '#ffffff',
  '--shop-cart-color-subtle': '#f5f3f0',
  '--shop-cart-color-border': '#d6d2cc',
  '--shop-cart-color-error': '#b00020',
  '--shop-cart-color-success': '#1e6b34',
  '--shop-cart-color-warning': '#7a4f00',
  '--shop-cart-font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  '--shop-cart-radius': '8px',
  '--shop-cart-space': '8px',
} as const;

/** Reads a theme property with its default as fallback. */
export const themeVar = (name: keyof typeof THEME_PROPERTIES): string =>
  `var(${name}, ${THEME_PROPERTIES[name]})`;

type Breakpoint = keyof typeof BREAKPOINTS;

/** The breakpoints of spec point 2 (`BREAKPOINTS` of the domain), as min-width media queries. */
export const mediaFrom = Object.fromEntries(
  Object.entries(BREAKPOINTS).map(([name, width]) => [name, `@media (min-width: ${width}px)`]),
) as Record<Breakpoint, string>;

/** The colour of each message variant (notifications and snackbars). */
export const variantColour = {
  error: themeVar('--shop-cart-color-error'),
  warning: themeVar('--shop-cart-color-warning'),
  success: themeVar('--shop-cart-color-success'),
  info: themeVar('--shop-cart-color-text'),
  promo: themeVar('--shop-cart-color-brand'),
} as const;

/**
 * Rules that give `property` the colour of each variant, chosen by the element's `data-variant`: one rule
 * set for all variants, so the static sheet holds each rule once.
 */
export const variantColourRules = (property: string): string =>
  Object.entries(variantColour)
    .map(([variant, colour]) => `&[data-variant='${variant}'] { ${property}: ${colour}; }`)
    .join('\n');

/** The declarations that hide something on screen but not from screen readers. */
const VISUALLY_HIDDEN_DECLARATIONS = `position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;`;

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = css(VISUALLY_HIDDEN_DECLARATIONS);

/**
 * The element's own rules: plain CSS, static, so that it is never parsed by Emotion at run time (it goes
 * into the shadow root as it is, and a server-rendered cart carries it in its style element).
 * @public scripts/build-styles.mjs reads it from the module.
 */
export const HOST_CSS = `
:host {
  display: block;
  color: ${themeVar('--shop-cart-color-text')};
  font-family: ${themeVar('--shop-cart-font-family')};
  font-size: 1rem;
  line-height: 1.5;
  overflow-wrap: break-word;
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
[data-visually-hidden] { ${VISUALLY_HIDDEN_DECLARATIONS} }
[data-shop-cart-pending][aria-busy='true'] {
  cursor: progress;
  outline: 2px dashed ${themeVar('--shop-cart-color-brand')};
  outline-offset: 2px;
}
:focus-visible {
  outline: 3px solid ${themeVar('--shop-cart-color-brand')};
  outline-offset: 2px;
}
`;
