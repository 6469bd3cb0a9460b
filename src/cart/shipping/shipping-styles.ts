import { css } from '@emotion/react';
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
  label[data-shipping-option]:has(input:checked) {
    border-color: ${themeVar('--shop-cart-color-brand')};
    box-shadow: inset 0 0 0 1px ${themeVar('--shop-cart-color-brand')};
  }
  label[data-shipping-option] input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${themeVar('--shop-cart-color-brand')};
  }
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
    border: 1px solid ${themeVar('--shop-cart-color-muted')};
    border-radius: ${themeVar('--shop-cart-radius')};
    background: ${themeVar('--shop-cart-color-surface')};
    color: inherit;
  }
  [data-shipping-select] [data-unavailable] {
    padding: 8px 12px;
    border-radius: ${themeVar('--shop-cart-radius')};
    font-size: 0.9rem;
  }
  [data-shipping-error] {
    margin-top: 8px;
    padding: 8px 12px;
    border-left: 4px solid ${themeVar('--shop-cart-color-error')};
    color: ${themeVar('--shop-cart-color-error')};
    font-weight: 600;
  }
`;
