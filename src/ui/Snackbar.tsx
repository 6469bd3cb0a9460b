import { css } from '@emotion/react';
import { lazy, Suspense, type Ref } from 'react';
import { loadChunk } from '../domain/load-chunk.js';

export type SnackbarVariant = 'error' | 'warning' | 'success' | 'promo';
export type SnackbarPosition = 'top' | 'bottom';

/** What an open snackbar shows; all texts come from the catalogue. */
export interface SnackbarMessage {
  variant: SnackbarVariant;
  text: string;
  /** Spoken before the text, e.g. the variant's name (ui.snackbar.error). */
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
  /** The region (fixed to the viewport), e.g. to give it the room a bar at the bottom takes. */
  ref?: Ref<HTMLDivElement>;
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

const region = css`
  position: fixed;
  left: 50%;
  transform: translateX(-50%);
  /* Above a bar fixed to the bottom of the viewport (the cart's sticky bar gives its height). */
  bottom: calc(16px + var(--shop-cart-sticky-bar-height, 0px));
  &[data-position='top'] {
    top: 16px;
    bottom: auto;
  }
  z-index: 1000;
  width: min(560px, calc(100vw - 32px));
`;

/**
 * A snackbar fixed to the top or bottom of the viewport (spec point 2), variants error, warning, success
 * and promo. It sits in a live region that is always present: errors are announced at once (alert),
 * the rest politely (status). The close button, or Escape while focus is inside, closes it.
 */
export function Snackbar({ message, position = 'bottom', closeLabel, onClose, ref }: SnackbarProps) {
  const isError = message?.variant === 'error';

  return (
    <div
      ref={ref}
      css={region}
      data-position={position}
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
