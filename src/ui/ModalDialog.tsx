// A lazy chunk: the modal dialog itself, loaded the first time a modal opens (see Modal.tsx).
import { css } from '@emotion/react';
import { useEffect, useId, useLayoutEffect, useRef, type MouseEvent } from 'react';
import type { ModalProps } from './Modal.js';
import { themeVar } from './theme.js';

// One rule set for every dialog; placement, size and width are attributes of the element, so the static
// sheet holds each rule once. Bottom sheets touch the lower edge; centred dialogs keep a margin. Full size
// fills the height (less the margin when centred), half size at most half of it.
const dialogStyles = css`
  border: 0;
  padding: 0;
  color: ${themeVar('--shop-cart-color-text')};
  background: ${themeVar('--shop-cart-color-surface')};
  box-shadow: 0 8px 32px rgb(0 0 0 / 30%);
  width: 100%;
  max-width: min(480px, 100vw);
  max-height: calc(100dvh - 32px);
  margin: auto;
  border-radius: ${themeVar('--shop-cart-radius')};
  overscroll-behavior: contain;
  &[data-width='wide'] {
    max-width: min(800px, 100vw);
  }
  &[data-placement='bottom'] {
    height: 100dvh;
    max-height: 100dvh;
    margin: auto auto 0;
    border-radius: ${themeVar('--shop-cart-radius')} ${themeVar('--shop-cart-radius')} 0 0;
  }
  &[data-size='half'] {
    height: auto;
    max-height: 50dvh;
  }
  &::backdrop {
    background: rgb(0 0 0 / 50%);
  }
  [data-modal-body] {
    padding: 24px;
  }
  [data-modal-header] {
    display: flex;
    align-items: flex-start;
    gap: 12px;
    margin-bottom: 16px;
  }
  [data-modal-titles] {
    flex: 1;
  }
  h2 {
    font-size: 1.25rem;
    margin: 0;
  }
  [data-modal-subheadline] {
    margin: 4px 0 0;
    color: ${themeVar('--shop-cart-color-muted')};
  }
  [data-modal-close] {
    flex: none;
    min-width: 44px;
    min-height: 44px;
    margin: -8px -8px 0 auto;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 1.5rem;
    line-height: 1;
    cursor: pointer;
  }
`;

/** Where focus was when the dialog opened: inside a shadow root, the root's active element. */
function focusedElementAround(node: Node): HTMLElement | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * The native `<dialog>`: `showModal()` when mounted (focus moves into it, the rest of the page is inert),
 * Escape closes it (the browser's `cancel`), and focus returns to the opener when it closes or unmounts.
 */
export default function ModalDialog({
  open,
  onClose,
  headline,
  subheadline,
  closeLabel,
  label,
  placement = 'centred',
  size = 'half',
  width = 'narrow',
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const id = useId();
  const headlineId = `${id}-headline`;
  const subheadlineId = `${id}-subheadline`;

  // A layout effect: its clean-up runs in the commit that removes the dialog, before the dialog leaves the
  // page, so focus goes straight back to the opener. A passive effect's clean-up ran a task later: focus
  // was on nothing meanwhile (WebKit's whole suite read it there once, after a code was applied).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    const opener = focusedElementAround(dialog);
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first focusable element; a field marked for it takes focus instead.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // The browser closed it (Escape): tell the owner, who unmounts it.
    const onNativeClose = () => onCloseRef.current();
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // A click on the backdrop lands on the dialog element itself (the body fills the rest).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      css={dialogStyles}
      aria-labelledby={headline ? headlineId : undefined}
      aria-label={headline ? undefined : label}
      aria-describedby={subheadline ? subheadlineId : undefined}
      data-placement={placement}
      data-size={size}
      data-width={width}
      onClick={onClick}
    >
      <div data-modal-body="">
        {(headline || subheadline || closeLabel) && (
          <div data-modal-header="">
            <div data-modal-titles="">
              {headline && <h2 id={headlineId}>{headline}</h2>}
              {subheadline && (
                <p id={subheadlineId} data-modal-subheadline="">
                  {subheadline}
                </p>
              )}
            </div>
            {closeLabel && (
              <button type="button" data-modal-close="" aria-label={closeLabel} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
        )}
        {children}
      </div>
    </dialog>
  );
}
