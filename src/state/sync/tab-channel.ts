// The BroadcastChannel between the tabs of one browser (spec point 7), shared by the cart sync and the
// wishlist sync. A message carries the page that sent it: elements of one page follow each other through
// window events, so a page ignores its own messages (no echo). Opening, posting and closing never throw.
import { isFreshTabMessage } from '../../domain/index.js';

// One id per page, shared by every bundle on it through the global symbol registry.
const TAB_ID = Symbol.for('shop.cartSync.tabId');

/** This page's id in tab messages. */
export function currentTabId(): string {
  const holder = window as unknown as Record<symbol, string | undefined>;
  holder[TAB_ID] ??= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return holder[TAB_ID];
}

/** What every tab message carries besides its content. */
export interface TabStamp {
  /** Epoch milliseconds: expired (45 s) and future messages are ignored. */
  sentAt: number;
  /** The page that sent it. */
  tabId?: string;
}

/** `body` with the time and this page's id. */
export const stamped = <T extends object>(body: T): T & Required<TabStamp> => ({
  ...body,
  sentAt: Date.now(),
  tabId: currentTabId(),
});

/**
 * The content of a message another tab sent, read with `parse`; `null` when it is not an object with a
 * numeric `sentAt`, comes from this page, has expired or is dated in the future, or `parse` refuses it.
 */
export function fromOtherTab<T>(data: unknown, parse: (data: Record<string, unknown>) => T | null): T | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  const { sentAt } = message;
  return typeof sentAt === 'number' &&
    message.tabId !== currentTabId() &&
    isFreshTabMessage(sentAt, Date.now())
    ? parse(message)
    : null;
}

export interface TabChannel {
  post(message: object): void;
  close(): void;
}

// One BroadcastChannel per name for all users in this bundle: opening one costs the page about as much
// as mounting the cart twice over (measured by npm run bench), so the cart sync and the wishlist share it.
const open = new Map<string, { channel: BroadcastChannel; listeners: Set<(data: unknown) => void> }>();

/**
 * Joins this page's end of a channel; `onData` receives every message other pages post (read it with
 * `fromOtherTab`). `null` where BroadcastChannel is missing or refused. The channel closes when its last
 * user leaves.
 */
export function openTabChannel(name: string, onData?: (data: unknown) => void): TabChannel | null {
  let shared = open.get(name);
  if (!shared) {
    let channel: BroadcastChannel;
    try {
      channel = new BroadcastChannel(name);
    } catch {
      return null;
    }
    const listeners = new Set<(data: unknown) => void>();
    channel.onmessage = (event: MessageEvent) => {
      for (const listener of [...listeners]) listener(event.data);
    };
    shared = { channel, listeners };
    open.set(name, shared);
  }
  const { channel, listeners } = shared;
  const user = onData ?? (() => undefined);
  listeners.add(user);
  return {
    post: (message) => {
      try {
        channel.postMessage(message);
      } catch {
        // a closed channel: the other tabs learn on their next load
      }
    },
    close: () => {
      listeners.delete(user);
      if (listeners.size === 0 && open.get(name) === shared) {
        open.delete(name);
        channel.close();
      }
    },
  };
}
