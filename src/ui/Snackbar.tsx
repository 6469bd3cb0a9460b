import { css } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { loadChunk } from '../domain/load-chunk.js';

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
  /** Extra room below a bottom snackbar, in px: what a bar fixed to the bottom takes (the sticky bar). */
  bottomOffset?: number;
  closeLabel: string;
  onClose: () => void;
}

/** Without its chunk (offline), the snackbar still says what happened, unstyled. */
function PlainBar({
  message,
  closeLabel,
  onClose,
}: {
  message: SnackbarMessage;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <p>
      {`${message.accessibilityText}: ${message.text} `}
      <button type="button" onClick={onClose}>
        {closeLabel}
      </button>
    </p>
  );
}

const SnackbarBar = lazy(() =>
  loadChunk(() => import('./SnackbarBar.js')).catch(() => ({ default: PlainBar })),
);

const region = (position: SnackbarPosition) => css`
  position: fixed;
  left: 50%;
  transform: translateX(-50%);
  ${position}: 16px;
  z-index: 1000;
  width: min(560px, calc(100vw - 32px));
`;

/**
 * A snackbar fixed to the top or bottom of the viewport (spec point 2), variants error, warning, success
 * and promo. It sits in a live region that is always present: errors are announced at once (alert),
 * the rest politely (status). The close button, or Escape while focus is inside, closes it.
 */
export function Snackbar({
  message,
  position = 'bottom',
  bottomOffset = 0,
  closeLabel,
  onClose,
}: SnackbarProps) {
  const isError = message?.variant === 'error';

  return (
    <div
      css={region(position)}
      style={position === 'bottom' && bottomOffset > 0 ? { bottom: 16 + bottomOffset } : undefined}
      part="snackbar"
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      {message && (
        <Suspense fallback={null}>
          <SnackbarBar key={message.id} message={message} closeLabel={closeLabel} onClose={onClose} />
        </Suspense>
      )}
    </div>
  );
}
