// The always-loaded part of the modal: its props, a lazy wrapper and the opener hook. The dialog itself
// (ModalDialog.tsx) and whatever a modal shows are lazy chunks, loaded when the shopper shows intent
// (pointer over or focus on the opener) or opens it.
import {
  createElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { loadChunkOnce } from '../domain/index.js';

export type ModalPlacement = 'centred' | 'bottom';
export type ModalSize = 'full' | 'half';
export type ModalWidth = 'narrow' | 'wide';

export interface ModalProps {
  /** Shown while true: `showModal()` on open, `close()` and focus back to the opener on close. */
  open: boolean;
  /** Called when the shopper closes the dialog (close button, Escape, a click on the backdrop). */
  onClose: () => void;
  headline?: string;
  subheadline?: string;
  /** The accessible name of the close button; no close button without it. */
  closeLabel?: string;
  /** The dialog's accessible name when it has no headline. */
  label?: string;
  placement?: ModalPlacement;
  size?: ModalSize;
  width?: ModalWidth;
  children?: ReactNode;
}

/** A module whose default export is a component, loaded on demand. */
export type ModuleLoader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyModule<P> {
  /** Renders the module's component once loaded (inside a Suspense boundary). */
  Component: ComponentType<P>;
  /** Starts loading the module (once); the open comes quicker after a prefetch. */
  prefetch: () => void;
}

/**
 * A modal's component loaded on demand, with a prefetch that warms the same import. When its chunk cannot
 * be had (offline, timed out), the modal closes again instead of breaking the cart, and the next open
 * tries again.
 */
export function lazyModule<P extends { onClose: () => void }>(load: ModuleLoader<P>): LazyModule<P> {
  const once = loadChunkOnce(load);
  function Unavailable({ onClose }: P) {
    useEffect(() => {
      current = lazyComponent();
      onClose();
    }, [onClose]);
    return null;
  }
  const withFallback = () => once().catch(() => ({ default: Unavailable }));
  // React.lazy keeps its first outcome: a fresh one after a failure lets the next open load again.
  const lazyComponent = () => lazy(withFallback) as LazyExoticComponent<ComponentType<P>> as ComponentType<P>;
  let current = lazyComponent();
  function Component(props: P) {
    const Loaded = current;
    return createElement(Loaded, props);
  }
  return {
    Component,
    prefetch: () => {
      once().catch(() => undefined);
    },
  };
}

const dialog = lazyModule<ModalProps>(() => import('./ModalDialog.js'));

/** Loads the dialog code ahead of an open. */
export const prefetchModal = dialog.prefetch;

/**
 * A modal dialog on native `<dialog>` (spec point 2): optional headline, subheadline and close button,
 * centred or bottom, full or half size, narrow or wide. Its code loads when it is first opened.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <dialog.Component {...props} />
    </Suspense>
  );
}

export interface LazyModalState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** Spread on the opener: announces the dialog and prefetches its code on pointer or focus intent. */
  openerProps: {
    'aria-haspopup': 'dialog';
    onPointerEnter: () => void;
    onFocus: () => void;
    onClick: () => void;
  };
}

/**
 * Open state of a modal whose code is loaded on demand, with the opener's props. `prefetch` is the
 * prefetch of the module that renders the modal (see `lazyModule`); it also warms the dialog code.
 */
export function useLazyModal(prefetch?: () => void): LazyModalState {
  const [isOpen, setOpen] = useState(false);
  const warm = useCallback(() => {
    prefetchModal();
    prefetch?.();
  }, [prefetch]);
  const open = useCallback(() => {
    warm();
    setOpen(true);
  }, [warm]);
  const close = useCallback(() => setOpen(false), []);
  return {
    isOpen,
    open,
    close,
    openerProps: { 'aria-haspopup': 'dialog', onPointerEnter: warm, onFocus: warm, onClick: open },
  };
}
