// A lazy chunk: the modal dialog itself, loaded the first time a modal opens (see Modal.tsx).
import { css } from '@emotion/react';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { ModalProps } from './Modal.js';
import { containFocus, tabbablesIn } from './modal-containment.js';
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
  /* Only where a browser without popovers shows it as a native modal (the popover's backdrop is its own
     element, below). */
  &:modal::backdrop {
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

/**
 * The backdrop: a popover's own `::backdrop` lets the pointer through to the page (the browser's style
 * sheet gives it `pointer-events: none`), so a layer of its own, shown in the top layer just before the
 * dialog, covers the page and takes the clicks meant for it.
 */
const backdropStyles = css`
  position: fixed;
  inset: 0;
  width: auto;
  height: auto;
  max-width: none;
  max-height: none;
  margin: 0;
  border: 0;
  padding: 0;
  background: rgb(0 0 0 / 50%);
  overscroll-behavior: contain;
`;

/** A close watcher (Chromium 126; `CloseWatcher` is not in TypeScript's DOM types yet). */
interface CloseWatcherLike {
  onclose: (() => void) | null;
  destroy(): void;
}
const closeWatcherClass = () => (globalThis as { CloseWatcher?: new () => CloseWatcherLike }).CloseWatcher;

/** Where focus was when the dialog opened: inside a shadow root, the root's active element. */
function focusedElementAround(node: Node): HTMLElement | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * The native `<dialog>` in the top layer as a popover (`popover="manual"`): shown when mounted, the focus
 * moves into it and stays there, Escape closes it, and focus returns to the opener when it closes or
 * unmounts. Not `showModal()`: making the page inert and interactive again restyles every element of it,
 * which grows with the cart (docs/decisions/XXXX-modal-without-page-inert.md); `aria-modal` tells assistive
 * technology that the rest is out of reach, the backdrop keeps the pointer from it, and
 * `containFocus` the keyboard.
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
  const backdrop = useRef<HTMLDivElement>(null);
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
    const layer = backdrop.current;
    // The backdrop first, then the dialog above it. `show()` before `showPopover()`: a dialog can be
    // opened while it is not a showing popover. A browser without popovers (Safari before 17) shows a
    // native modal, which does all of it (and restyles the page).
    const asPopover = typeof dialog.showPopover === 'function';
    if (asPopover) {
      if (layer && !layer.matches(':popover-open')) layer.showPopover();
      if (!dialog.open) dialog.show();
      if (!dialog.matches(':popover-open')) dialog.showPopover();
    } else {
      if (layer) layer.hidden = true;
      if (!dialog.open) dialog.showModal();
    }
    const release = asPopover ? containFocus(dialog) : () => undefined;
    // A field marked for it takes the focus instead; with nothing to focus, the dialog itself has it.
    const focused = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? tabbablesIn(dialog)[0] ?? dialog;
    focused.focus();
    // Closed by Escape (containFocus): the focus goes back to the opener at once, as it does when a modal
    // closes (the owner unmounts the dialog a render later); then the owner is told.
    const onNativeClose = () => {
      release();
      if (opener?.isConnected) opener.focus();
      onCloseRef.current();
    };
    dialog.addEventListener('close', onNativeClose);
    // Android's back gesture closes a modal dialog; where the browser has close watchers, this one too.
    const Watcher = closeWatcherClass();
    const watcher = Watcher ? new Watcher() : undefined;
    if (watcher) watcher.onclose = () => dialog.open && dialog.close();
    return () => {
      watcher?.destroy();
      release();
      dialog.removeEventListener('close', onNativeClose);
      if (asPopover && dialog.matches(':popover-open')) dialog.hidePopover();
      if (dialog.open) dialog.close();
      if (asPopover && layer?.matches(':popover-open')) layer.hidePopover();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <>
      {/* A click beside the dialog closes it, as a modal's backdrop did; not a control of its own. */}
      <div
        ref={backdrop}
        css={backdropStyles}
        popover="manual"
        data-modal-backdrop=""
        aria-hidden="true"
        onClick={onClose}
      />
      <dialog
        ref={ref}
        css={dialogStyles}
        popover="manual"
        aria-modal="true"
        tabIndex={-1}
        aria-labelledby={headline ? headlineId : undefined}
        aria-label={headline ? undefined : label}
        aria-describedby={subheadline ? subheadlineId : undefined}
        data-placement={placement}
        data-size={size}
        data-width={width}
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
    </>
  );
}
