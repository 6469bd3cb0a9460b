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

/**
 * One part of an atom's value, chosen by `select`: the reader renders again only when that part changed
 * (`Object.is`), not on every change of the atom. A tile reads its own item's entry of a map of all
 * items this way, so a change to one item renders one tile. `select` must answer a primitive or an object
 * the atom's value holds, never a new object.
 */
export function useStoreSelection<Value, Selected>(
  atom: Atom<Value>,
  select: (value: Value) => Selected,
): Selected {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = () => select(store.get(atom));
  return useSyncExternalStore(subscribe, read, read);
}

/** The value of a writable atom and its setter. */
export function useStoreAtom<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result] {
  return [useStoreValue(atom), useSetAtom(atom)];
}
