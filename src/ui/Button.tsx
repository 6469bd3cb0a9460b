import {
  useEffect,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type Ref,
} from 'react';
import { themeVar } from './theme.js';

export type ButtonVariant = 'contained' | 'outlined' | 'text';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Data attributes, which JSX allows on any element, for `button()` called with an object. */
  [data: `data-${string}`]: string | number | boolean | undefined;
  variant?: ButtonVariant;
  size?: 'large' | 'small';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The styles of every button (and link styled as one), placed once in the element's shadow root with the
 * host styles, as plain CSS. Buttons only carry data attributes, so a cart with many buttons computes and
 * wraps no styles per button.
 * @public scripts/build-styles.mjs reads it from the module.
 */
export const BUTTON_CSS = `
  [data-button] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    border-radius: ${themeVar('--shop-cart-radius')};
    border: 2px solid ${themeVar('--shop-cart-color-brand')};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  a[data-button] {
    text-decoration: none;
  }
  [data-button]:disabled,
  [data-button][aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  [data-button='contained'] {
    background: ${themeVar('--shop-cart-color-brand')};
    color: ${themeVar('--shop-cart-color-brand-contrast')};
  }
  [data-button='outlined'] {
    background: transparent;
    color: ${themeVar('--shop-cart-color-brand')};
  }
  [data-button='text'] {
    background: transparent;
    border-color: transparent;
    color: ${themeVar('--shop-cart-color-brand')};
    text-decoration: underline;
    padding: 4px;
  }
  [data-button='contained']:not([data-size='small']),
  [data-button='outlined']:not([data-size='small']) {
    min-height: 48px;
    padding: 10px 24px;
  }
  [data-button='contained'][data-size='small'],
  [data-button='outlined'][data-size='small'] {
    min-height: 36px;
    padding: 4px 12px;
  }
`;

/** Large is every button's size unless it says small: a long cart sets one attribute less per button. */
const sizeAttribute = (size: 'large' | 'small') => (size === 'small' ? size : undefined);

const hasAccessibleText = (props: ButtonHTMLAttributes<HTMLButtonElement>): boolean =>
  Boolean(
    props.children || props['aria-label']?.trim() || props['aria-labelledby']?.trim() || props.title?.trim(),
  );

/**
 * The shop's button; defaults as spec point 9: large, brand colour, contained. A button without an
 * accessible text (no content, `aria-label`, `aria-labelledby` or `title`) logs a console error, in the
 * production bundle too (spec point 5).
 */
export function Button(props: ButtonProps) {
  return button(props);
}

/**
 * The same button as a plain function, for parts rendered dozens of times (the tiles of a long cart): it
 * adds no component to the tree. A named button is the `<button>` alone (no fragment around it); a button
 * without a name gets a child of its own beside it that reports it, so the many named buttons run no
 * effect each.
 */
export function button({ variant = 'contained', size = 'large', type = 'button', ...rest }: ButtonProps) {
  const element = (
    <button key="button" type={type} data-button={variant} data-size={sizeAttribute(size)} {...rest} />
  );
  return hasAccessibleText(rest) ? element : [<UnnamedButtonError key="unnamed" />, element];
}

/** Logs that a button has no accessible text, once it is on the page. */
function UnnamedButtonError() {
  useEffect(() => {
    console.error('Button: the accessibility text must not be empty');
  }, []);
  return null;
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  size?: 'large' | 'small';
  /** Shown as disabled (`aria-disabled`) and not followed while true; stays a link that can be focused. */
  disabled?: boolean;
}

/**
 * A link that looks like the shop's button: it works without JavaScript (a server-rendered cart before
 * its script runs). While `disabled`, a click does not follow it.
 */
export function ButtonLink({
  variant = 'contained',
  size = 'large',
  disabled = false,
  onClick,
  ...rest
}: ButtonLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (disabled) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <a
      data-button={variant}
      data-size={sizeAttribute(size)}
      aria-disabled={disabled ? 'true' : undefined}
      onClick={follow}
      {...rest}
    />
  );
}
