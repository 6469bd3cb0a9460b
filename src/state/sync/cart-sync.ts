// The transport of the cross-tab cart sync (spec point 7): a message with the cart version on a
// BroadcastChannel; where that is missing, a local-storage key that the other tabs poll every 150 ms and
// learn of through `storage` events (cart-sync-polling.ts); where storage is missing too, nothing. Opening, posting and closing never throw.
import { isCount } from '../../domain/index.js';
import { CART_SYNC_CHANNEL, LOCAL_KEYS } from '../../storage/storage-keys.js';
import { writeString } from '../../storage/web-storage.js';
import { pollStoredMessage } from './cart-sync-polling.js';
import { fromOtherTab, openTabChannel, stamped, type TabStamp } from './tab-channel.js';

/** What one tab tells the others after its cart changed. */
export interface CartSyncMessage extends TabStamp {
  cartId: string;
  cartVersion: number;
}

/**
 * A message read from the channel, or `null` when it has the wrong shape: a non-empty cart id, the
 * version a non-negative safe integer, `sentAt` a number.
 */
export function parseCartSyncMessage(data: unknown): CartSyncMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { cartId, cartVersion, sentAt } = data as Record<string, unknown>;
  return typeof cartId === 'string' && cartId && isCount(cartVersion) && typeof sentAt === 'number'
    ? { cartId, cartVersion, sentAt }
    : null;
}

export interface CartSyncChannel {
  /** 'broadcast-channel', 'storage' or 'none': which transport this tab uses. */
  readonly transport: 'broadcast-channel' | 'storage' | 'none';
  post(cart: { cartId: string; cartVersion: number }): void;
  close(): void;
}

const stampedCart = ({ cartId, cartVersion }: { cartId: string; cartVersion: number }) =>
  stamped({ cartId, cartVersion });

function openStorageFallback(onData: (data: unknown) => void): CartSyncChannel {
  const poll = pollStoredMessage(LOCAL_KEYS.cartSyncMessage, (raw) => {
    try {
      onData(JSON.parse(raw));
    } catch {
      // corrupted message: ignore
    }
  });
  const listener = (event: StorageEvent) => {
    if (event.key === LOCAL_KEYS.cartSyncMessage) poll.deliver(event.newValue);
  };
  window.addEventListener('storage', listener);
  return {
    transport: 'storage',
    post: (cart) => {
      const raw = JSON.stringify(stampedCart(cart));
      poll.remember(raw);
      writeString('local', LOCAL_KEYS.cartSyncMessage, raw);
    },
    close: () => {
      window.removeEventListener('storage', listener);
      poll.stop();
    },
  };
}

/**
 * Opens this tab's end of the cart sync; `onMessage` receives the other tabs' messages that are fresh
 * (not expired, not dated in the future) and of the right shape.
 */
export function openCartSyncChannel(onMessage: (message: CartSyncMessage) => void): CartSyncChannel {
  const onData = (data: unknown) => {
    const message = fromOtherTab(data, parseCartSyncMessage);
    if (message) onMessage(message);
  };
  const channel = openTabChannel(CART_SYNC_CHANNEL, onData);
  if (!channel) return openStorageFallback(onData);
  return {
    transport: 'broadcast-channel',
    post: (cart) => channel.post(stampedCart(cart)),
    close: channel.close,
  };
}
