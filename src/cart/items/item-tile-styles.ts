import { css } from '@emotion/react';
import { ERROR_MARK, SELECT_BOX } from '../../ui/style-blocks.js';
import { mediaFrom, themeVar } from '../../ui/theme.js';
import { packagingStyles } from '../packaging/packaging-styles.js';

/**
 * Every style of the item tiles, as one static rule set on the list. Tiles and their parts carry data
 * attributes only: no Emotion wrapper per element, no styles computed per render (see npm run bench).
 */
export const itemListStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;

  & > li {
    display: grid;
    grid-template-columns: 72px minmax(0, 1fr);
    grid-template-areas:
      'image details'
      'price price'
      'actions actions';
    gap: 8px 12px;
    padding: 12px;
    border: 1px solid ${themeVar('--shop-cart-color-border')};
    border-radius: ${themeVar('--shop-cart-radius')};
    background: ${themeVar('--shop-cart-color-surface')};
    transition: opacity 0.2s;
    /* Tiles out of view skip style, layout and paint: what changes the whole page's style (a modal that
       closes makes the page no longer inert) costs the tiles in view, not every tile of a long cart. */
    content-visibility: auto;
    contain-intrinsic-size: auto 360px;
  }
  /* The packaging dropdown's overlay reaches below its tile: not clipped while open. */
  & > li:has([data-dropdown-overlay]:not([hidden])) {
    content-visibility: visible;
  }
  @media (prefers-reduced-motion: reduce) {
    & > li {
      transition: none;
    }
  }
  ${mediaFrom.md} {
    & > li {
      grid-template-columns: 96px minmax(0, 1fr) auto;
      grid-template-areas:
        'image details price'
        'image details actions';
      gap: 8px 16px;
      padding: 16px;
    }
    &[data-layout='next'] > li {
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas:
        'image image'
        'details price'
        'details actions';
    }
  }
  /* Busy from the first moment; dimmed only once it takes a while, so quick answers do not flicker. */
  & > li[data-loading-state='Loading'],
  & > li[data-loading-state='LongLoading'] {
    opacity: 0.5;
  }
  /* The brief confirmation of a confirmed change (Finished, ItemFinishedMark); it leaves with the state,
     about two seconds later. Only the check mark fades in: text fading in would be read half-faded, with
     too little contrast. With reduced motion the mark simply appears. */
  [data-item-finished] {
    display: flex;
    align-items: center;
    gap: 4px;
    margin-top: 8px;
    color: ${themeVar('--shop-cart-color-success')};
    font-size: 0.9rem;
    font-weight: 600;
  }
  [data-item-finished] svg {
    flex: none;
    animation: shop-cart-finished-in 0.3s ease-out;
  }
  @keyframes shop-cart-finished-in {
    from {
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    [data-item-finished] svg {
      animation: none;
    }
  }
  /* Controls of a busy item keep their focus (aria-disabled, not disabled) and refuse other actions. */
  [aria-disabled='true'] {
    cursor: not-allowed;
  }
  h3 {
    font-size: 1.05rem;
    margin: 0 0 4px;
    overflow-wrap: break-word;
    hyphens: auto;
  }
  p {
    margin: 0;
  }
  [data-area='details'] {
    grid-area: details;
  }
  [data-area='actions'] {
    grid-area: actions;
    justify-self: end;
    align-self: end;
  }
  [data-muted] {
    color: ${themeVar('--shop-cart-color-muted')};
    font-size: 0.9rem;
  }
  [data-area='image'] {
    grid-area: image;
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    border-radius: ${themeVar('--shop-cart-radius')};
    overflow: hidden;
    background: ${themeVar('--shop-cart-color-subtle')};
  }
  &[data-layout='next'] [data-area='image'] {
    width: 100%;
    max-width: 320px;
  }
  [data-area='image'] img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  [data-price] {
    grid-area: price;
    text-align: right;
    font-weight: 700;
  }
  [data-price] del {
    display: block;
    font-weight: 400;
    color: ${themeVar('--shop-cart-color-muted')};
  }
  [data-quantity] {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    margin: 8px 16px 0 0;
  }
  [data-area='details'] [data-button] {
    margin-top: 8px;
  }
  [data-quantity-stepper] button,
  [data-quantity-stepper] input {
    font: inherit;
    min-height: 40px;
    min-width: 40px;
  }
  [data-quantity-stepper] input {
    width: 4em;
    text-align: center;
  }
  [data-quantity] select {
    font: inherit;
    min-height: 40px;
    min-width: 64px;
    padding: 4px 8px;
    ${SELECT_BOX}
  }
  [data-services-list] {
    margin: 4px 0 0;
    padding-left: 20px;
    font-size: 0.9rem;
  }
  [data-reservation-failed] {
    ${ERROR_MARK}
  }
  [data-item-links] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 16px;
    margin-top: 8px;
  }
  [data-item-links] a {
    color: ${themeVar('--shop-cart-color-brand')};
    font-weight: 600;
  }
  [data-area='details'] [data-item-links] [data-button] {
    margin-top: 0;
  }
  ${packagingStyles}
`;
