// The polling half of the cross-tab cart sync without BroadcastChannel (spec point 7: "the polling
// fallback is 150 ms"). A `storage` event does not reach every tab in every case (not the writing
// document, not a session-storage fallback, not a page whose events were missed while frozen), so the
// stored message is also read every CART_SYNC.pollingIntervalMs. Each stored value is handed on once,
// whichever way it arrived first.
import { CART_SYNC } from '../../domain/index.js';
import { readString } from '../../storage/web-storage.js';

export interface StoredMessagePoll {
  /** Hands a value on unless it is the one last seen (a storage event's new value goes through here). */
  deliver(raw: string | null): void;
  /** Marks a value as seen without handing it on (this tab's own writes). */
  remember(raw: string): void;
  stop(): void;
}

/**
 * Reads the local-storage `key` every `intervalMs` and gives `onRaw` each value not seen before; the value
 * stored when polling starts is old news and is not handed on.
 */
export function pollStoredMessage(
  key: string,
  onRaw: (raw: string) => void,
  intervalMs: number = CART_SYNC.pollingIntervalMs,
): StoredMessagePoll {
  let last = readString('local', key);
  const deliver = (raw: string | null) => {
    if (raw === null || raw === last) return;
    last = raw;
    onRaw(raw);
  };
  const timer = window.setInterval(() => deliver(readString('local', key)), intervalMs);
  return {
    deliver,
    remember: (raw) => {
      last = raw;
    },
    stop: () => window.clearInterval(timer),
  };
}
