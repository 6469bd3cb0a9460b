import { css } from '@emotion/react';
import { ERROR_MARK, SELECT_BOX, radioCard } from '../../ui/style-blocks.js';
import { themeVar } from '../../ui/theme.js';

export const shippingStyles = css`
  margin-top: 24px;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 12px;
  }
  p {
    margin: 0;
  }
  [data-shipping-options] {
    display: grid;
    gap: 8px;
  }
  label[data-shipping-option] {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    gap: 2px 8px;
    padding: 12px;
    border: 1px solid ${themeVar('--shop-cart-color-border')};
    border-radius: ${themeVar('--shop-cart-radius')};
    background: ${themeVar('--shop-cart-color-surface')};
    cursor: pointer;
  }
  ${radioCard('label[data-shipping-option]')}
  [data-unavailable] {
    background: ${themeVar('--shop-cart-color-subtle')};
    cursor: default;
  }
  label[data-unavailable] {
    cursor: not-allowed;
  }
  [data-shipping-title] {
    font-weight: 600;
    min-width: 0;
    overflow-wrap: break-word;
    hyphens: auto;
  }
  [data-shipping-price] {
    font-weight: 600;
    text-align: right;
  }
  [data-shipping-note] {
    grid-column: 2 / -1;
    display: grid;
    gap: 2px;
    font-size: 0.9rem;
    color: ${themeVar('--shop-cart-color-muted')};
  }
  [data-shipping-select] {
    display: grid;
    /* One column as wide as the summary: a select wider than that (its longest option at 400 % zoom)
       shrinks to it instead of widening the page. */
    grid-template-columns: minmax(0, 1fr);
    min-width: 0;
    gap: 8px;
    justify-items: start;
  }
  [data-shipping-select] select {
    max-width: 100%;
    font: inherit;
    min-height: 44px;
    padding: 6px 10px;
    ${SELECT_BOX}
  }
  /* The note sits under the select here, not in the option's second column as beside a radio. */
  [data-shipping-select] [data-shipping-note] {
    grid-column: auto;
  }
  [data-shipping-select] [data-unavailable] {
    padding: 8px 12px;
    border-radius: ${themeVar('--shop-cart-radius')};
    font-size: 0.9rem;
  }
  [data-shipping-error] {
    ${ERROR_MARK}
  }
`;
