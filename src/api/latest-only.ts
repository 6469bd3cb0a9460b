import { isAbortError } from './api-error.js';

export type LatestOutcome<T> = { status: 'done'; value: T } | { status: 'superseded' };

/**
 * Runs calls so that only the newest counts: starting a call aborts the one still in flight, and the
 * aborted one ends as `superseded` instead of failing (spec point 7).
 */
export function createLatestOnly() {
  let current: AbortController | undefined;
  return {
    async run<T>(call: (signal: AbortSignal) => Promise<T>): Promise<LatestOutcome<T>> {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      try {
        const value = await call(controller.signal);
        // A call whose answer arrived after a newer call started is stale even when it was not aborted in time.
        if (controller.signal.aborted) return { status: 'superseded' };
        return { status: 'done', value };
      } catch (error) {
        if (controller.signal.aborted || isAbortError(error)) return { status: 'superseded' };
        throw error;
      } finally {
        if (current === controller) current = undefined;
      }
    },
    abort(): void {
      current?.abort();
      current = undefined;
    },
  };
}

export type LatestOnly = ReturnType<typeof createLatestOnly>;
