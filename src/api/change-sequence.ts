/**
 * How a call of a sequence ended. `overtaken`: a call started after it was still in flight, so its answer
 * must not show yet. `newest`: no call started after it at all. `last`: nothing is in flight any more.
 */
export type SequencedOutcome<T> =
  | ({ status: 'done'; value: T } & SequencePosition)
  | ({ status: 'failed'; error: unknown } & SequencePosition)
  /** The element left the page and dropped the call; nobody waits for its outcome. */
  | { status: 'abandoned' };

export interface SequencePosition {
  /** The call's number in the sequence (see `latest`). */
  id: number;
  overtaken: boolean;
  newest: boolean;
  last: boolean;
}

/**
 * Orders the cart calls of one element without tearing any down. Aborting a `fetch` only stops the
 * browser listening: the server may still carry the change out, and the page would never learn its
 * outcome. So every call runs to its end, and its outcome says where it stands among the others; the
 * caller shows an answer only when no newer call is in flight (spec point 7: a superseded answer is
 * never shown while a newer change is pending). Calls end as 'abandoned' once the signal `leaving`
 * gave them has aborted (the element left the page).
 */
export function createChangeSequence(leaving: () => AbortSignal) {
  let started = 0;
  const inFlight = new Set<number>();

  return {
    async run<T>(call: (signal: AbortSignal) => Promise<T>): Promise<SequencedOutcome<T>> {
      started += 1;
      const id = started;
      const signal = leaving();
      inFlight.add(id);
      let ended: { ok: true; value: T } | { ok: false; error: unknown };
      try {
        ended = { ok: true, value: await call(signal) };
      } catch (error) {
        ended = { ok: false, error };
      } finally {
        inFlight.delete(id);
      }
      if (signal.aborted) return { status: 'abandoned' };
      const position: SequencePosition = {
        id,
        overtaken: [...inFlight].some((other) => other > id),
        newest: id === started,
        last: inFlight.size === 0,
      };
      return ended.ok
        ? { status: 'done', value: ended.value, ...position }
        : { status: 'failed', error: ended.error, ...position };
    },
    /** The number of the newest call started so far. */
    get latest(): number {
      return started;
    },
    /** True while any call is in flight. */
    get busy(): boolean {
      return inFlight.size > 0;
    },
  };
}
