import { useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { cartChangesetAtom, messageLoaderAtom } from '../../state/index.js';

// Most visits bring no changes: the notices, their rules and texts are chunks, loaded when needed.
const CartChangeNotices = lazy(() =>
  import('./CartChangeNotices.js').then(
    (module) => ({ default: module.CartChangeNotices }),
    () => ({ default: () => null }),
  ),
);

/** Where the cart-change notices appear once a cart answer reported changes. */
export function ChangeNoticesSlot() {
  const store = useStore();
  const changeset = useAtomValue(cartChangesetAtom);
  const [textsReady, setTextsReady] = useState(false);

  useEffect(() => {
    if (!changeset || textsReady) return;
    let current = true;
    const loader = store.get(messageLoaderAtom);
    void (loader ? loader.load('notices.heading') : Promise.resolve(true)).then((ready) => {
      if (current && ready) setTextsReady(true);
    });
    return () => {
      current = false;
    };
  }, [changeset, textsReady, store]);

  if (!changeset || !textsReady) return null;
  return (
    <Suspense fallback={null}>
      <CartChangeNotices />
    </Suspense>
  );
}
