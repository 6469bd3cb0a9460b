import { css } from '@emotion/react';
import { themeVar } from './theme.js';

const wrapper = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 24px 0;
`;

const spinner = css`
  width: 24px;
  height: 24px;
  border: 3px solid ${themeVar('--shop-cart-color-border')};
  border-top-color: ${themeVar('--shop-cart-color-brand')};
  border-radius: 50%;
  animation: shop-cart-spin 0.8s linear infinite;
  @keyframes shop-cart-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** A spinner with a text that screen readers announce. */
export function LoadingIndicator({ label }: { label: string }) {
  return (
    <div role="status" css={wrapper}>
      <span css={spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
