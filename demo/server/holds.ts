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

/**
 * How long a release of one path waits for its call to be held: a release that reaches the server before
 * the call (a call that follows another, a busy machine) would free nothing, and the hold would then run to
 * MAX_DELAY_MS.
 */
export const HOLD_ARRIVAL_WAIT_MS = 10_000;

/** Called with each newly held call's path, per visitor (the releases waiting for their call). */
const arrivalListeners = new WeakMap<VisitorState, Set<(path: string) => void>>();

/** Resolves once a call of `path` is held for the visitor, or after HOLD_ARRIVAL_WAIT_MS. */
function heldCallOf(visitor: VisitorState, path: string): Promise<void> {
  if ((heldCalls.get(visitor) ?? []).some((entry) => entry.path === path)) return Promise.resolve();
  const listeners = arrivalListeners.get(visitor) ?? new Set();
  arrivalListeners.set(visitor, listeners);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      listeners.delete(listener);
      resolve();
    };
    const listener = (arrived: string) => {
      if (arrived === path) done();
    };
    const timer = setTimeout(done, HOLD_ARRIVAL_WAIT_MS);
    listeners.add(listener);
  });
}

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
  for (const listener of arrivalListeners.get(visitor) ?? []) listener(path);
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
 * answered: when the test hears back, the answers have been written. With `waitForCall`, a release of
 * one path first waits for a call of it to be held (see HOLD_ARRIVAL_WAIT_MS).
 */
export async function releaseHeldCalls(
  visitor: VisitorState,
  path?: string,
  { waitForCall = false } = {},
): Promise<number> {
  if (path !== undefined && waitForCall) await heldCallOf(visitor, path);
  const matching = (heldCalls.get(visitor) ?? []).filter(
    (entry) => path === undefined || entry.path === path,
  );
  for (const entry of matching) entry.release();
  await Promise.all(matching.map((entry) => entry.done));
  return matching.length;
}
