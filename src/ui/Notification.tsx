import { css, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { themeVar, variantColour } from './theme.js';

export type NotificationVariant = 'error' | 'warning' | 'success' | 'info';

const colour: Record<NotificationVariant, string> = variantColour;

const boxOf = (variant: NotificationVariant) => css`
  border: 1px solid ${colour[variant]};
  border-left-width: 6px;
  border-radius: ${themeVar('--shop-cart-radius')};
  padding: 12px 16px;
  margin: 0 0 16px;
  color: ${colour[variant]};
  background: ${themeVar('--shop-cart-color-surface')};
  p {
    margin: 0;
  }
`;

/** One rule set per variant, built as the module loads: static, so serialized at build time. */
const box = Object.fromEntries(
  (Object.keys(colour) as NotificationVariant[]).map((variant) => [variant, boxOf(variant)]),
) as Record<NotificationVariant, SerializedStyles>;

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
    <div role={role} css={box[variant]} data-variant={variant}>
      {children}
    </div>
  );
}
