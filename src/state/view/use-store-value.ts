// jotai 2's own useAtomValue renders every reader once more after it subscribes (a second React commit on
// every load). These read the element's store through useSyncExternalStore instead, which renders again
// only when the value changed. jotai 3 fixes it but needs Node 22; the project supports Node 20.
import { useSetAtom, useStore, type Atom, type WritableAtom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';

/** The value of an atom in the element's store (named apart from jotai's useAtomValue, which it replaces). */
export function useStoreValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = useCallback(() => store.get(atom), [store, atom]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The value of a writable atom and its setter. */
export function useStoreAtom<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result] {
  return [useStoreValue(atom), useSetAtom(atom)];
}
