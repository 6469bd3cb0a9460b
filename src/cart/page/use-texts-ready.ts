import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { messageLoaderAtom } from '../../state/index.js';

/**
 * True once the texts of `key`'s group are there: parts shown on demand (modals) have their texts in the
 * lazily loaded part of the catalogue. Also true when they cannot be loaded (offline): callers then show
 * core texts, as the spec falls back when catalogues cannot be loaded.
 */
export function useTextsReady(key: string): { ready: boolean; loaded: boolean } {
  const store = useStore();
  const [state, setState] = useState<{ ready: boolean; loaded: boolean }>(() => ({
    ready: !store.get(messageLoaderAtom),
    loaded: !store.get(messageLoaderAtom),
  }));
  useEffect(() => {
    const loader = store.get(messageLoaderAtom);
    if (!loader) return undefined;
    let live = true;
    void loader.load(key).then((loaded) => {
      if (live) setState({ ready: true, loaded });
    });
    return () => {
      live = false;
    };
  }, [store, key]);
  return state;
}
