import { atom, type Atom, type WritableAtom } from 'jotai/vanilla';

/** How a value is shared between elements through a window event (DESIGN.md section 1). */
export interface WindowEventBridgeOptions<T> {
  eventName: string;
  /** The value before any event: read from browser storage when the atom is first used. */
  initial: () => T;
  /** The value an event carries, or `null` to ignore an event of the wrong shape. */
  parse: (detail: unknown) => T | null;
  /** The JSON-safe event detail for a value. */
  toDetail: (value: T) => unknown;
  equals: (a: T, b: T) => boolean;
  /**
   * Further sources of change, e.g. `storage` events of other tabs: calls `refresh` with a new value
   * whenever one arrives; returns the unsubscribe function.
   */
  subscribeOther?: (refresh: (value: T) => void) => () => void;
  /** Tells other tabs a value this page published (they take it through `subscribeOther`). */
  broadcast?: (value: T) => void;
}

/** A value shared through window events: reading listens, publishing dispatches. */
export interface WindowEventBridge<T> {
  /** The shared value. While mounted it follows the window event (and `subscribeOther`). */
  valueAtom: WritableAtom<T, [T], void> & Atom<T>;
  /**
   * Sets the value and dispatches the event on `window`, only when the value changed: a value that
   * arrives by event is taken without dispatching, so elements never echo each other.
   */
  publishAtom: WritableAtom<null, [T], boolean>;
}

/** Creates a jotai atom pair kept in step with a window event; each store holds its own value. */
export function createWindowEventBridge<T>(options: WindowEventBridgeOptions<T>): WindowEventBridge<T> {
  const { eventName, initial, parse, toDetail, equals, subscribeOther, broadcast } = options;
  const storedAtom = atom<{ value: T } | null>(null);

  const valueAtom = atom(
    (get) => {
      const stored = get(storedAtom);
      return stored ? stored.value : initial();
    },
    (get, set, value: T) => {
      const stored = get(storedAtom);
      if (stored && equals(stored.value, value)) return;
      set(storedAtom, { value });
    },
  );

  valueAtom.onMount = (receive) => {
    // Details are input from anyone on the page: only what `parse` accepts is taken, and a detail
    // whose reading throws (a hostile getter) is ignored like any other of the wrong shape.
    const onEvent = (event: Event) => {
      let value: T | null = null;
      try {
        if (event instanceof CustomEvent) value = parse(event.detail as unknown);
      } catch {
        return;
      }
      if (value !== null) receive(value);
    };
    window.addEventListener(eventName, onEvent);
    const unsubscribeOther = subscribeOther?.(receive);
    return () => {
      window.removeEventListener(eventName, onEvent);
      unsubscribeOther?.();
    };
  };

  const publishAtom = atom(null, (get, set, value: T): boolean => {
    if (equals(get(valueAtom), value)) return false;
    set(storedAtom, { value });
    window.dispatchEvent(new CustomEvent(eventName, { detail: toDetail(value) }));
    broadcast?.(value);
    return true;
  });

  return { valueAtom, publishAtom };
}

/** True when both lists hold the same ids in the same order. */
export const sameIds = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** Subscribes to `storage` events of other tabs for one key; never throws when storage is missing. */
export function onStorageKey(key: string, onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
