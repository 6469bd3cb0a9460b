import { atom, type Getter, type Setter } from 'jotai';

/** After this long an item action counts as loading (the item dims); quicker answers do not flicker. */
export const LOADING_AFTER_MS = 150;
/** After this long the shopper is told it takes longer than usual. */
export const LONG_LOADING_AFTER_MS = 3000;
/** How long a tile confirms its item's change (loading state Finished) before it is Idle again. */
export const FINISHED_FOR_MS = 2000;

/** How long a busy item has been waiting for its action (spec point 4). */
export type ItemBusyPhase = 'Started' | 'Loading' | 'LongLoading';

/**
 * What an action does to one cart item. The page's own: 'quantity', 'remove' (also one ticket),
 * 'move-to-wishlist'; sections add theirs ('packaging', ...) as plain strings.
 */
export type ItemActionKind = 'quantity' | 'remove' | 'move-to-wishlist' | (string & {});

/** One action on one cart item, run by `runItemAction`. */
export interface ItemAction<T> {
  itemId: string;
  kind: ItemActionKind;
  /**
   * What a repeat of the same kind on the same item does while this one runs:
   * - 'ignore' (default): it is dropped (a second click sends nothing);
   * - 'latest': it waits and runs once this one has settled; a newer repeat replaces a waiting one, so
   *   rapid choices become one request per settle and the last choice wins (quantity, packaging).
   * Actions of another kind are always dropped while the item is busy.
   */
  repeats?: 'ignore' | 'latest';
  /** The work: usually one or more `runCartChange` calls. Its errors are the caller's to handle. */
  run: () => Promise<T>;
  /**
   * Whether the action, settled with `value` (that of its last repeat), confirmed a change of an item that
   * stays in the cart: the item is then Finished for FINISHED_FOR_MS. Unset: never (a removal, a move).
   */
  finishes?: (value: T) => boolean;
}

export type ItemActionOutcome<T> =
  /** It ran; `last` is false when a newer repeat waits to run after it. */
  | { status: 'done'; value: T; last: boolean }
  /** The item was busy with another action, or with the same one that does not take repeats. */
  | { status: 'ignored' }
  /** It waited behind a running action and a newer repeat took its place: it never ran. */
  | { status: 'replaced' };

/** Which action each busy item runs, and how long it has been at it. */
export interface ItemBusyState {
  kind: ItemActionKind;
  phase: ItemBusyPhase;
}

/** The items with an action under way (from its start until its last waiting repeat settled). */
export const busyItemsAtom = atom<ReadonlyMap<string, ItemBusyState>>(new Map());

/** True while any item action runs: the next-step button stays disabled. */
export const anyItemBusyAtom = atom((get) => get(busyItemsAtom).size > 0);

interface Waiting<T> {
  run: () => Promise<T>;
  resolve: (outcome: ItemActionOutcome<T>) => void;
  reject: (error: unknown) => void;
}

interface Running {
  kind: ItemActionKind;
  repeats: 'ignore' | 'latest';
  waiting: Waiting<unknown> | null;
}

// The bookkeeping of running actions, one per store (a fresh map the first time a store reads it).
const runningActionsAtom = atom(() => new Map<string, Running>());

/**
 * True when a control starting `kind` refuses input while the item is busy with `busy`: always for another
 * action, and for the same one unless it takes repeats. Such a control gets `aria-disabled`.
 */
export function blocksControl(
  busy: ItemActionKind | undefined,
  kind: ItemActionKind,
  repeats = false,
): boolean {
  return busy !== undefined && (busy !== kind || !repeats);
}

/** True when an action of `kind` on the item would be dropped now (the item is busy with another). */
export function isItemActionBlocked(get: Getter, itemId: string, kind: ItemActionKind): boolean {
  const running = get(runningActionsAtom).get(itemId);
  return running !== undefined && blocksControl(running.kind, kind, running.repeats === 'latest');
}

/**
 * The items whose last action confirmed a change less than FINISHED_FOR_MS ago (loading state Finished,
 * see ItemAction.finishes). Not busy: the item's controls and the next-step button work as when Idle.
 */
export const finishedItemsAtom = atom<ReadonlySet<string>>(new Set<string>());

// The timer that ends each item's Finished, one map per store (like runningActionsAtom).
const finishedTimersAtom = atom(() => new Map<string, ReturnType<typeof setTimeout>>());

function setFinished(get: Getter, set: Setter, itemId: string, finished: boolean) {
  const timers = get(finishedTimersAtom);
  clearTimeout(timers.get(itemId));
  timers.delete(itemId);
  const end = () => setFinished(get, set, itemId, false);
  if (finished) timers.set(itemId, setTimeout(end, FINISHED_FOR_MS));
  if (get(finishedItemsAtom).has(itemId) === finished) return;
  set(finishedItemsAtom, (ids) => {
    const next = new Set(ids);
    if (finished) next.add(itemId);
    else next.delete(itemId);
    return next;
  });
}

function setBusy(set: Setter, itemId: string, state: ItemBusyState | null) {
  set(busyItemsAtom, (map) => {
    const next = new Map(map);
    if (state) next.set(itemId, state);
    else next.delete(itemId);
    return next;
  });
}

/**
 * Runs an action on one cart item so that the shopper cannot start it twice: the item is busy from the
 * start (`aria-busy`, its controls refuse other actions, the next-step button is disabled) until the
 * action and any repeat waiting behind it have settled; it dims after LOADING_AFTER_MS and says it takes
 * longer after LONG_LOADING_AFTER_MS. Settled as `finishes` says, it is Finished for FINISHED_FOR_MS; the
 * next action ends that at once (Started). Use it for every action a section offers on an item.
 */
export function runItemAction<T>(
  get: Getter,
  set: Setter,
  action: ItemAction<T>,
): Promise<ItemActionOutcome<T>> {
  const { itemId, kind } = action;
  const repeats = action.repeats ?? 'ignore';
  const actions = get(runningActionsAtom);
  const running = actions.get(itemId);
  if (running) {
    if (running.kind !== kind || running.repeats !== 'latest') return Promise.resolve({ status: 'ignored' });
    running.waiting?.resolve({ status: 'replaced' });
    return new Promise<ItemActionOutcome<T>>((resolve, reject) => {
      running.waiting = { run: action.run, resolve, reject } as Waiting<unknown>;
    });
  }

  const entry: Running = { kind, repeats, waiting: null };
  actions.set(itemId, entry);
  setBusy(set, itemId, { kind, phase: 'Started' });
  // A new action during Finished goes straight to Started (busy also wins in itemLoadingAtom).
  setFinished(get, set, itemId, false);
  const timers = [
    setTimeout(() => setBusy(set, itemId, { kind, phase: 'Loading' }), LOADING_AFTER_MS),
    setTimeout(() => setBusy(set, itemId, { kind, phase: 'LongLoading' }), LONG_LOADING_AFTER_MS),
  ];
  // Finished is set before busy ends, in the same turn: the tile goes from busy to Finished, never by Idle.
  const finish = (finished: boolean) => {
    timers.forEach(clearTimeout);
    actions.delete(itemId);
    if (finished) setFinished(get, set, itemId, true);
    setBusy(set, itemId, null);
  };

  const first = new Promise<ItemActionOutcome<T>>((resolve, reject) => {
    void (async () => {
      let next: Waiting<unknown> | null = { run: action.run, resolve, reject } as Waiting<unknown>;
      // Whether the last run to settle confirmed its change (a failed or thrown one never does).
      let finished = false;
      while (next) {
        const current: Waiting<unknown> = next;
        try {
          const value = await current.run();
          finished = action.finishes?.(value as T) ?? false;
          next = entry.waiting;
          entry.waiting = null;
          current.resolve({ status: 'done', value, last: next === null });
        } catch (error) {
          finished = false;
          next = entry.waiting;
          entry.waiting = null;
          current.reject(error);
        }
      }
      finish(finished);
    })();
  });
  return first;
}
