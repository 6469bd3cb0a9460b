// The 'hold' fault: the call is carried out at once, but its answer waits until the test releases it
// (POST /api/test/release). Tests decide the order in which answers arrive instead of guessing delays.
import { MAX_DELAY_MS } from './fault-kinds.js';
import type { VisitorState } from './state.js';

export interface HeldCall {
  path: string;
  /** Resolves when the test releases the call, or after MAX_DELAY_MS so a forgotten hold cannot hang. */
  released: Promise<void>;
  /** Called once the call has answered (or found its connection gone). */
  answered(): void;
}

interface Entry {
  path: string;
  release: () => void;
  done: Promise<void>;
}

const heldCalls = new WeakMap<VisitorState, Entry[]>();

/** Holds the answer of this call of the visitor until released. */
export function holdCall(visitor: VisitorState, path: string): HeldCall {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, MAX_DELAY_MS);
    release = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  let answered = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    answered = resolve;
  });
  const entry: Entry = { path, release, done };
  heldCalls.set(visitor, [...(heldCalls.get(visitor) ?? []), entry]);
  void done.then(() => {
    heldCalls.set(
      visitor,
      (heldCalls.get(visitor) ?? []).filter((candidate) => candidate !== entry),
    );
  });
  return { path, released, answered };
}

/**
 * Releases the visitor's held calls (of `path`, or all) and resolves with their number once each has
 * answered: when the test hears back, the answers have been written.
 */
export async function releaseHeldCalls(visitor: VisitorState, path?: string): Promise<number> {
  const matching = (heldCalls.get(visitor) ?? []).filter(
    (entry) => path === undefined || entry.path === path,
  );
  for (const entry of matching) entry.release();
  await Promise.all(matching.map((entry) => entry.done));
  return matching.length;
}
