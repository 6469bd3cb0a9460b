import { css } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';
import { themeVar } from './theme.js';

export type ButtonVariant = 'contained' | 'outlined' | 'text';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'large' | 'small';
}

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border-radius: ${themeVar('--shop-cart-radius')};
  border: 2px solid ${themeVar('--shop-cart-color-brand')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  contained: css`
    background: ${themeVar('--shop-cart-color-brand')};
    color: ${themeVar('--shop-cart-color-brand-contrast')};
  `,
  outlined: css`
    background: transparent;
    color: ${themeVar('--shop-cart-color-brand')};
  `,
  text: css`
    background: transparent;
    border-color: transparent;
    color: ${themeVar('--shop-cart-color-brand')};
    text-decoration: underline;
    padding: 4px;
  `,
};

const sizes = {
  large: css`
    min-height: 48px;
    padding: 10px 24px;
  `,
  small: css`
    min-height: 36px;
    padding: 4px 12px;
  `,
};

// Serialized once per combination, so rendering many buttons computes no styles.
const styles = Object.fromEntries(
  (Object.keys(variants) as ButtonVariant[]).map((variant) => [
    variant,
    {
      large: css(base, variants[variant], variant !== 'text' && sizes.large),
      small: css(base, variants[variant], variant !== 'text' && sizes.small),
    },
  ]),
) as Record<ButtonVariant, Record<'large' | 'small', ReturnType<typeof css>>>;

/** The shop's button; defaults as spec point 9: large, brand colour, contained. */
export function Button({ variant = 'contained', size = 'large', type = 'button', ...rest }: ButtonProps) {
  if (process.env.NODE_ENV !== 'production' && !rest.children && !rest['aria-label']) {
    console.error('Button: the accessibility text must not be empty');
  }
  return <button type={type} css={styles[variant][size]} {...rest} />;
}
