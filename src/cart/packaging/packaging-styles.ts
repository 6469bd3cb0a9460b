import { css } from '@emotion/react';
import { radioCard } from '../../ui/style-blocks.js';
import { themeVar } from '../../ui/theme.js';

/** The gift-wrap choice inside a tile; part of the item list's one rule set (see item-tile-styles.ts). */
export const packagingStyles = css`
  [data-packaging-section] {
    display: grid;
    gap: 8px;
    justify-items: start;
    margin-top: 12px;
  }
  [data-packaging-heading] {
    font-weight: 600;
  }
  [data-packaging-options] {
    display: grid;
    gap: 8px;
    width: 100%;
    max-width: 480px;
  }
  label[data-packaging-option] {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    gap: 8px;
    padding: 8px 12px;
    border: 1px solid ${themeVar('--shop-cart-color-border')};
    border-radius: ${themeVar('--shop-cart-radius')};
    cursor: pointer;
  }
  ${radioCard('label[data-packaging-option]')}
  /* Title and price side by side where they fit, else the price below: words never break. The option's
     text is one span of spans (packaging-option-text.tsx): title, price, the gift box's facts. */
  [data-packaging-option] > span {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 2px 8px;
    min-width: 0;
  }
  [data-packaging-option] > span > span:nth-child(2) {
    margin-left: auto;
    font-weight: 600;
  }
  [data-packaging-facts] {
    flex-basis: 100%;
    font-size: 0.85rem;
    color: ${themeVar('--shop-cart-color-muted')};
  }
  [data-design='old'] {
    position: relative;
    justify-self: stretch;
    max-width: 480px;
  }
  [data-packaging-toggle] {
    font: inherit;
    color: inherit;
    min-height: 40px;
    padding: 6px 36px 6px 12px;
    text-align: left;
    background: ${themeVar('--shop-cart-color-surface')};
    border: 1px solid ${themeVar('--shop-cart-color-muted')};
    border-radius: ${themeVar('--shop-cart-radius')};
    cursor: pointer;
    position: relative;
    width: 100%;
  }
  [data-packaging-toggle]::after {
    content: '';
    position: absolute;
    right: 14px;
    top: 50%;
    width: 8px;
    height: 8px;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    transform: translateY(-70%) rotate(45deg);
  }
  [data-dropdown-overlay] {
    position: absolute;
    z-index: 20;
    top: calc(100% + 4px);
    left: 0;
    right: 0;
    margin: 0;
    padding: 4px;
    list-style: none;
    background: ${themeVar('--shop-cart-color-surface')};
    border: 1px solid ${themeVar('--shop-cart-color-border')};
    border-radius: ${themeVar('--shop-cart-radius')};
    box-shadow: 0 8px 24px rgb(0 0 0 / 20%);
  }
  [data-dropdown-overlay][hidden] {
    display: none;
  }
  [data-dropdown-overlay] button {
    width: 100%;
    display: block;
    padding: 10px 12px;
    font: inherit;
    color: inherit;
    text-align: left;
    background: transparent;
    border: 0;
    border-radius: ${themeVar('--shop-cart-radius')};
    cursor: pointer;
  }
  [data-dropdown-overlay] button[aria-pressed='true'] {
    background: ${themeVar('--shop-cart-color-subtle')};
    font-weight: 700;
  }
`;
