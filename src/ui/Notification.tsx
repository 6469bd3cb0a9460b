import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { themeVar, variantColourRules } from './theme.js';

export type NotificationVariant = 'error' | 'warning' | 'success' | 'info';

const box = css`
  border: 1px solid;
  border-left-width: 6px;
  border-radius: ${themeVar('--shop-cart-radius')};
  padding: 12px 16px;
  margin: 0 0 16px;
  background: ${themeVar('--shop-cart-color-surface')};
  ${variantColourRules('color')}
  p {
    margin: 0;
  }
`;

export interface NotificationProps {
  variant: NotificationVariant;
  children: ReactNode;
  /** Errors interrupt (role alert); everything else is announced politely (role status). */
  announce?: boolean;
}

/** A notification box in the flow of the page. */
export function Notification({ variant, children, announce = true }: NotificationProps) {
  const role = announce ? (variant === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} css={box} data-variant={variant}>
      {children}
    </div>
  );
}
