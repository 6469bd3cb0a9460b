// jotai 2's own useAtomValue renders every reader once more after it subscribes (a second React commit on
// every load). These read the element's store through useSyncExternalStore instead, which renders again
// only when the value changed. jotai 3 fixes it but needs Node 22; the project supports Node 20.
import { useSetAtom, useStore, type Atom, type WritableAtom } from 'jotai';
import { useSyncExternalStore } from 'react';

type Store = ReturnType<typeof useStore>;

/** How one atom of one store is subscribed to and read: made once, shared by every reader. */
interface Source<Value> {
  subscribe: (onChange: () => void) => () => void;
  read: () => Value;
}

const sources = new WeakMap<Store, WeakMap<Atom<unknown>, Source<unknown>>>();

/**
 * The subscribe and read functions of `atom` in `store`, the same functions for every reader and render:
 * a reader holds one hook instead of three (two callbacks kept beside the subscription), and a long cart
 * mounts dozens of readers.
 */
function sourceOf<Value>(store: Store, atom: Atom<Value>): Source<Value> {
  let ofStore = sources.get(store);
  if (!ofStore) sources.set(store, (ofStore = new WeakMap()));
  let source = ofStore.get(atom) as Source<Value> | undefined;
  if (!source) {
    source = { subscribe: (onChange) => store.sub(atom, onChange), read: () => store.get(atom) };
    ofStore.set(atom, source);
  }
  return source;
}

/** The value of an atom in the element's store (named apart from jotai's useAtomValue, which it replaces). */
export function useStoreValue<Value>(atom: Atom<Value>): Value {
  const { subscribe, read } = sourceOf(useStore(), atom);
  return useSyncExternalStore(subscribe, read, read);
}

/** The value of a writable atom and its setter. */
export function useStoreAtom<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result] {
  return [useStoreValue(atom), useSetAtom(atom)];
}
