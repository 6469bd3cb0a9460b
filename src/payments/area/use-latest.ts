import { useEffect, useLayoutEffect, useRef } from 'react';

// Layout effects run before the browser gets control back, so a provider callback fired by a click right
// after a commit (a button just shown) sees that commit's values; the server runs no effects at all.
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** A ref that always holds the latest value: for providers' callbacks, which are registered once. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useCommitEffect(() => {
    ref.current = value;
  });
  return ref;
}
