import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { LoadingIndicator } from '../../ui/LoadingIndicator.js';
import { themeVar } from '../../ui/theme.js';

const dialog = css`
  border: 0;
  border-radius: ${themeVar('--shop-cart-radius')};
  padding: 8px 24px;
  color: ${themeVar('--shop-cart-color-text')};
  background: ${themeVar('--shop-cart-color-surface')};
  box-shadow: 0 2px 12px rgb(0 0 0 / 20%);
  &::backdrop {
    background: rgb(255 255 255 / 75%);
  }
`;

/**
 * The loading overlay once a provider approved (spec point 4): a modal dialog over the whole page, so
 * nothing behind it takes a click or focus while the payment is prepared; its text is announced. Escape
 * does not close it: the page goes to the next step or the flow ends with a message.
 */
export function ProcessingOverlay({ label }: { label: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      css={dialog}
      aria-label={label}
      data-express-processing=""
      onCancel={(event) => event.preventDefault()}
    >
      <LoadingIndicator label={label} />
    </dialog>
  );
}
