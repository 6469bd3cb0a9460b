import { useEffect, useState } from 'react';
import { messageLoaderAtom, useAtomValue } from '../../state/index.js';

/**
 * True once the text of `key` is there: texts of modals are in the lazy part of the catalogue, loaded
 * when the modal first opens. Without a loader (tests of single parts) every text counts as there.
 */
export function useOnDemandText(key: string): boolean {
  const loader = useAtomValue(messageLoaderAtom);
  const [ready, setReady] = useState(loader === null);
  useEffect(() => {
    if (!loader) return undefined;
    let current = true;
    void loader.load(key).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [loader, key]);
  return ready;
}
