// A lazy chunk: the snackbar's bar is needed only once something was done, so it stays out of the
// element's initial JavaScript; the live region around it is always in the page (Snackbar.tsx).
import { css } from '@emotion/react';
import type { KeyboardEvent } from 'react';
import type { SnackbarMessage } from './Snackbar.js';
import { themeVar, variantColourRules, visuallyHidden } from './theme.js';

const bar = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  border-radius: ${themeVar('--shop-cart-radius')};
  ${variantColourRules('background')}
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

interface Props {
  message: SnackbarMessage;
  closeLabel: string;
  onClose: () => void;
}

/** The open snackbar: text, optional link and a close button; Escape inside it closes it too. */
export default function SnackbarBar({ message, closeLabel, onClose }: Props) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <div css={bar} data-variant={message.variant} onKeyDown={onKeyDown}>
      <p>
        <span css={visuallyHidden}>{`${message.accessibilityText}: `}</span>
        {message.text}
      </p>
      {message.link && <a href={message.link.href}>{message.link.label}</a>}
      <button type="button" aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
