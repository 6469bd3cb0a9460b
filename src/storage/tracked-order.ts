import { LOCAL_KEYS } from './storage-keys.js';
import { readString, writeString } from './web-storage.js';

/** The cookie the host's tracking keeps the tracking session id in; the order-tracking event reads it. */
export const TRACKING_SESSION_COOKIE = 'shop_tracking_session';

/** True when the purchase of this order was tracked already in this browser (spec point 9). */
export const isTrackedOrder = (orderId: string): boolean =>
  readString('local', LOCAL_KEYS.trackedOrderId) === orderId;

/** Keeps the id of the order whose purchase was tracked, so a reload does not track it again. */
export function keepTrackedOrder(orderId: string): void {
  writeString('local', LOCAL_KEYS.trackedOrderId, orderId);
}
