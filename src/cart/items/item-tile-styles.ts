import { css } from '@emotion/react';
import { themeVar } from '../../ui/theme.js';

export const tile = css`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr) auto;
  grid-template-areas:
    'image details price'
    'image details actions';
  gap: 8px 16px;
  padding: 16px;
  border: 1px solid ${themeVar('--shop-cart-color-border')};
  border-radius: ${themeVar('--shop-cart-radius')};
  background: ${themeVar('--shop-cart-color-surface')};
  transition: opacity 0.2s;
  h3 {
    font-size: 1.05rem;
    margin: 0 0 4px;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

/** The next layout stacks the image above the details. */
export const nextLayout = css`
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'image image'
    'details price'
    'details actions';
`;

export const dimmed = css`
  opacity: 0.5;
`;

export const area = (name: 'image' | 'details' | 'price' | 'actions') => css`
  grid-area: ${name};
`;

export const muted = css`
  color: ${themeVar('--shop-cart-color-muted')};
  font-size: 0.9rem;
`;
