// What `showModal()` gave a dialog and a popover does not (docs/decisions/XXXX-modal-without-page-inert.md):
// the keyboard kept inside the dialog (Tab and Shift+Tab wrap, focus that lands outside comes back) and
// Escape closing it. Only the topmost open dialog acts, so a dialog opened from another closes alone.
import { deepActiveElement } from './deep-active-element.js';

const FOCUSABLE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[tabindex]',
  '[contenteditable]:not([contenteditable="false"])',
].join(',');

/** The elements Tab reaches inside `dialog`, in order: one radio per group (the checked one if any). */
export function tabbablesIn(dialog: HTMLElement): HTMLElement[] {
  const groups = new Map<string, number>();
  const found: HTMLElement[] = [];
  for (const element of dialog.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) continue;
    if (
      typeof element.checkVisibility === 'function' &&
      !element.checkVisibility({ visibilityProperty: true })
    )
      continue;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      const at = groups.get(element.name);
      if (at === undefined) groups.set(element.name, found.push(element) - 1);
      else if (element.checked) found[at] = element;
      continue;
    }
    found.push(element);
  }
  return found;
}

const open: HTMLDialogElement[] = [];

/**
 * The topmost open dialog and where the focus is, when the keyboard is this dialog's: the focus inside it
 * or on nothing. Focus in another dialog (the payment's processing overlay over it) is that one's.
 */
function ours(): { dialog: HTMLDialogElement; active: Element | null } | undefined {
  let dialog = open[open.length - 1];
  // A dialog that has left the page or closed keeps nothing, even before its release has run.
  while (dialog && !(dialog.isConnected && dialog.open)) {
    open.pop();
    dialog = open[open.length - 1];
  }
  if (!dialog) return undefined;
  const active = deepActiveElement();
  const elsewhere = active?.closest('dialog') && !dialog.contains(active);
  return elsewhere ? undefined : { dialog, active };
}

function onKeyDown(event: KeyboardEvent) {
  const found = ours();
  if (!found || event.defaultPrevented) return;
  const { dialog, active } = found;
  if (event.key === 'Escape') {
    event.preventDefault();
    // As the browser closes a modal dialog: a `cancel`, then `close` for the owner to unmount it.
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
    return;
  }
  // WebKit's WebDriver sends Shift+Tab with the key 'Unidentified'; its code is still Tab.
  if (event.key !== 'Tab' && event.code !== 'Tab') return;
  const tabbables = tabbablesIn(dialog);
  const first = tabbables[0] ?? dialog;
  const last = tabbables[tabbables.length - 1] ?? dialog;
  const atEdge = !active || !dialog.contains(active) || active === dialog;
  const target = event.shiftKey
    ? atEdge || active === first
      ? last
      : undefined
    : atEdge || active === last
      ? first
      : undefined;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

function onFocusIn() {
  const found = ours();
  if (!found?.active || found.dialog.contains(found.active)) return;
  (tabbablesIn(found.dialog)[0] ?? found.dialog).focus();
}

/** Keeps the keyboard inside `dialog` until the returned function is called. */
export function containFocus(dialog: HTMLDialogElement): () => void {
  if (open.length === 0) {
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
  }
  // A move of the focus within one shadow root does not reach the document (its focusin's target and
  // related target are both the host there): its root listens too.
  const root = dialog.getRootNode();
  if (root !== document) root.addEventListener('focusin', onFocusIn);
  open.push(dialog);
  return () => {
    const at = open.indexOf(dialog);
    if (at >= 0) open.splice(at, 1);
    if (root !== document && !open.some((other) => other.getRootNode() === root))
      root.removeEventListener('focusin', onFocusIn);
    if (open.length > 0) return;
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
  };
}
