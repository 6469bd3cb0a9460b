import { css } from '@emotion/react';
import type { KeyboardEvent } from 'react';
import { themeVar, visuallyHidden } from './theme.js';

export type SnackbarVariant = 'error' | 'warning' | 'success' | 'promo';
export type SnackbarPosition = 'top' | 'bottom';

/** What an open snackbar shows; all texts come from the catalogue. */
export interface SnackbarMessage {
  variant: SnackbarVariant;
  text: string;
  /** Spoken before the text, e.g. the variant's name ('Fehler'). */
  accessibilityText: string;
  link?: { href: string; label: string };
  /** Changes with every opening, so the same text opened twice is announced twice. */
  id: number;
}

export interface SnackbarProps {
  /** `null`: closed. The live region stays in the page so that opening it is announced. */
  message: SnackbarMessage | null;
  position?: SnackbarPosition;
  closeLabel: string;
  onClose: () => void;
}

const background: Record<SnackbarVariant, string> = {
  error: themeVar('--shop-cart-color-error'),
  warning: themeVar('--shop-cart-color-warning'),
  success: themeVar('--shop-cart-color-success'),
  promo: themeVar('--shop-cart-color-brand'),
};

const region = (position: SnackbarPosition) => css`
  position: fixed;
  left: 50%;
  transform: translateX(-50%);
  ${position}: 16px;
  z-index: 1000;
  width: min(560px, calc(100vw - 32px));
`;

const bar = (variant: SnackbarVariant) => css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  border-radius: ${themeVar('--shop-cart-radius')};
  background: ${background[variant]};
  color: #ffffff;
  box-shadow: 0 4px 16px rgb(0 0 0 / 25%);
  p {
    margin: 0;
    flex: 1;
  }
  a,
  button {
    color: inherit;
    font: inherit;
    font-weight: 600;
  }
  button {
    background: transparent;
    border: 0;
    cursor: pointer;
    min-width: 32px;
    min-height: 32px;
    font-size: 1.25rem;
    line-height: 1;
  }
`;

/**
 * A snackbar fixed to the top or bottom of the viewport (spec point 2), variants error, warning, success
 * and promo. It sits in a live region that is always present: errors are announced at once (alert),
 * the rest politely (status). The close button, or Escape while focus is inside, closes it.
 */
export function Snackbar({ message, position = 'bottom', closeLabel, onClose }: SnackbarProps) {
  const isError = message?.variant === 'error';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <div
      css={region(position)}
      part="snackbar"
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      {message && (
        <div key={message.id} css={bar(message.variant)} data-variant={message.variant} onKeyDown={onKeyDown}>
          <p>
            <span css={visuallyHidden}>{`${message.accessibilityText}: `}</span>
            {message.text}
          </p>
          {message.link && <a href={message.link.href}>{message.link.label}</a>}
          <button type="button" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
