import { useEffect, useRef } from 'react';

/** A ref that always holds the latest value: for providers' callbacks, which are registered once. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
