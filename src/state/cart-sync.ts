// The transport of the cross-tab cart sync (spec point 7): a message with the cart version on a
// BroadcastChannel; where that is missing, a local-storage key whose `storage` events reach the other
// tabs; where storage is missing too, nothing. Opening, posting and closing never throw.
import { CART_SYNC } from '../domain/index.js';
import { CART_SYNC_CHANNEL, LOCAL_KEYS } from '../storage/storage-keys.js';
import { writeJson } from '../storage/web-storage.js';

/** What one tab tells the others after its cart changed. */
export interface CartSyncMessage {
  cartId: string;
  cartVersion: number;
  /** Epoch milliseconds; messages older than 45 s are ignored. */
  sentAt: number;
  /** The page that sent it: elements of one page follow each other through window events instead. */
  tabId?: string;
}

// One id per page, shared by every bundle on it through the global symbol registry.
const TAB_ID = Symbol.for('shop.cartSync.tabId');

/** This page's id in sync messages. */
export function currentTabId(): string {
  const holder = window as unknown as Record<symbol, string | undefined>;
  holder[TAB_ID] ??= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return holder[TAB_ID];
}

const fromOtherTab = (message: CartSyncMessage) => message.tabId !== currentTabId();

/** A message read from the channel, or `null` when it has the wrong shape. */
export function parseCartSyncMessage(data: unknown): CartSyncMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { cartId, cartVersion, sentAt, tabId } = data as Record<string, unknown>;
  if (typeof cartId !== 'string' || typeof cartVersion !== 'number' || typeof sentAt !== 'number') {
    return null;
  }
  return typeof tabId === 'string' ? { cartId, cartVersion, sentAt, tabId } : { cartId, cartVersion, sentAt };
}

/** True when the message is older than the 45 seconds a message lives. */
export function isExpired(message: CartSyncMessage, now = Date.now()): boolean {
  return now - message.sentAt > CART_SYNC.messageTtlMs;
}

export interface CartSyncChannel {
  /** 'broadcast-channel', 'storage' or 'none': which transport this tab uses. */
  readonly transport: 'broadcast-channel' | 'storage' | 'none';
  post(cart: { cartId: string; cartVersion: number }): void;
  close(): void;
}

function openBroadcast(onMessage: (message: CartSyncMessage) => void): CartSyncChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  let channel: BroadcastChannel;
  try {
    channel = new BroadcastChannel(CART_SYNC_CHANNEL);
  } catch {
    return null;
  }
  channel.onmessage = (event: MessageEvent) => {
    const message = parseCartSyncMessage(event.data);
    if (message && fromOtherTab(message)) onMessage(message);
  };
  return {
    transport: 'broadcast-channel',
    post: ({ cartId, cartVersion }) => {
      try {
        const message: CartSyncMessage = { cartId, cartVersion, sentAt: Date.now(), tabId: currentTabId() };
        channel.postMessage(message);
      } catch {
        // a closed channel: the other tabs learn on their next load
      }
    },
    close: () => channel.close(),
  };
}

function openStorageFallback(onMessage: (message: CartSyncMessage) => void): CartSyncChannel {
  const listener = (event: StorageEvent) => {
    if (event.key !== LOCAL_KEYS.cartSyncMessage || event.newValue === null) return;
    try {
      const message = parseCartSyncMessage(JSON.parse(event.newValue));
      if (message && fromOtherTab(message)) onMessage(message);
    } catch {
      // corrupted message: ignore
    }
  };
  window.addEventListener('storage', listener);
  return {
    transport: 'storage',
    post: ({ cartId, cartVersion }) => {
      const message: CartSyncMessage = { cartId, cartVersion, sentAt: Date.now(), tabId: currentTabId() };
      writeJson('local', LOCAL_KEYS.cartSyncMessage, message);
    },
    close: () => window.removeEventListener('storage', listener),
  };
}

/** Opens this tab's end of the cart sync; `onMessage` receives the other tabs' messages. */
export function openCartSyncChannel(onMessage: (message: CartSyncMessage) => void): CartSyncChannel {
  return openBroadcast(onMessage) ?? openStorageFallback(onMessage);
}
