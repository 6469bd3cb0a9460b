import { createContext, Suspense, useContext, type ReactNode } from 'react';
import type { LazyModalControl } from './use-lazy-modal-host.js';

interface HostProps<Subject> {
  control: LazyModalControl<Subject>;
  /** The modal while it is shown (a lazy component: it suspends until its chunk is there). */
  modal: ReactNode;
  children: ReactNode;
}

/**
 * The context through which a list's tiles reach its one lazy modal: `Host` gives them the control and
 * shows the modal, `useControl` reads the control in a tile (`hookName` and `hostName` name them in the
 * error of a tile outside a host).
 */
export function createLazyModalContext<Subject>(hookName: string, hostName: string) {
  const Context = createContext<LazyModalControl<Subject> | null>(null);
  function Host({ control, modal, children }: HostProps<Subject>) {
    return (
      <Context.Provider value={control}>
        {children}
        {modal && <Suspense fallback={null}>{modal}</Suspense>}
      </Context.Provider>
    );
  }
  function useControl(): LazyModalControl<Subject> {
    const control = useContext(Context);
    if (!control) throw new Error(`${hookName}: no ${hostName} above`);
    return control;
  }
  return { Host, useControl };
}
