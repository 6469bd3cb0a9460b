import { useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { HttpClient } from '../../api/index.js';
import { httpClientAtom, reportIfUnexpected, useStoreValue } from '../../state/index.js';

/** What a modal that loads its content shows: loading, the content, or the failure with a retry. */
export type ModalLoad<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/**
 * Loads a modal's content by `load` when it opens and again whenever `subject` changes or `retry` is
 * called; closing the modal aborts the call. A failure the client did not expect is reported as `call`.
 */
export function useModalLoad<T>(
  load: (client: HttpClient, signal: AbortSignal) => Promise<T>,
  call: string,
  subject: string,
): { state: ModalLoad<T>; retry: () => void } {
  const store = useStore();
  const client = useStoreValue(httpClientAtom);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ModalLoad<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    load(client, controller.signal).then(
      (value) => setState({ status: 'ready', value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportIfUnexpected(store.get, error, call);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
    // `subject` names what `load` loads: a new closure of each render is not a new call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, subject, call, store, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
