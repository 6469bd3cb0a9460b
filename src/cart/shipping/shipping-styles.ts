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
    gap: 8px;
    justify-items: start;
  }
  [data-shipping-select] select {
    font: inherit;
    min-height: 44px;
    padding: 6px 10px;
    ${SELECT_BOX}
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
