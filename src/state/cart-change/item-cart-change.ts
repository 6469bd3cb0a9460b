import type { Getter, SetStateAction, Setter, WritableAtom } from 'jotai';
import { isItemActionBlocked, runItemAction, type ItemActionKind } from '../cart/item-busy.js';
import { changeAfterPaint } from './after-next-paint.js';
import { isNewestChoice, takeChoiceNumber } from './newest-choice.js';
import { runCartChange, type CartChange, type CartChangeResult } from './run-cart-change.js';

/** How an item's cart change ended: as `runCartChange` says, or 'ignored' / 'replaced' (see runItemAction). */
export type ItemChangeResult = CartChangeResult | 'ignored' | 'replaced';

export interface ItemCartChange {
  itemId: string;
  kind: ItemActionKind;
  /** 'latest' for choices (quantity, packaging): rapid ones merge, the last wins. Default 'ignore'. */
  repeats?: 'ignore' | 'latest';
  /** True for a change that keeps the item in the cart: once it is confirmed and shown, it is Finished. */
  finishes?: boolean;
  change: CartChange;
}

/**
 * One cart-changing call on one item, as an item action: the item is busy at once (runItemAction), then
 * the change runs (runCartChange). A section's item control (packaging, ...) uses this.
 */
export async function runItemCartChange(
  get: Getter,
  set: Setter,
  { itemId, kind, repeats, finishes = false, change }: ItemCartChange,
): Promise<ItemChangeResult> {
  const outcome = await runItemAction(get, set, {
    itemId,
    kind,
    repeats: repeats ?? 'ignore',
    run: () => runCartChange(get, set, change),
    // Not when held back behind a newer change ('superseded': the cart on screen does not show it yet).
    finishes: (result) => finishes && result === 'applied',
  });
  return outcome.status === 'done' ? outcome.value : outcome.status;
}

/** A map item id → the shopper's choice, shown instead of the cart's value while the change is in flight. */
export type RequestedChoices<T> = WritableAtom<
  ReadonlyMap<string, T>,
  [SetStateAction<ReadonlyMap<string, T>>],
  void
>;

function withChoice<T>(
  map: ReadonlyMap<string, T>,
  itemId: string,
  choice: T | null,
): ReadonlyMap<string, T> {
  const next = new Map(map);
  if (choice === null) next.delete(itemId);
  else next.set(itemId, choice);
  return next;
}

/**
 * A shopper's choice on an item (quantity, packaging): refused while another action runs on the item;
 * else the choice shows at once (in `requested`), choices made within one frame or while one is in
 * flight merge into one request after it (the last wins), and once the newest choice settled the item
 * shows the server's value again (the chosen one, or the old one if it failed). Once the server
 * confirmed the newest choice, the item is Finished for a moment (runItemAction).
 */
export async function runItemChoice<T>(
  get: Getter,
  set: Setter,
  {
    requested,
    choice,
    ...itemChange
  }: Omit<ItemCartChange, 'repeats' | 'finishes'> & { requested: RequestedChoices<T>; choice: T },
): Promise<ItemChangeResult> {
  if (isItemActionBlocked(get, itemChange.itemId, itemChange.kind)) return 'ignored';
  const control = `${itemChange.kind}:${itemChange.itemId}`;
  const number = takeChoiceNumber(get, set, control);
  set(requested, (map) => withChoice(map, itemChange.itemId, choice));
  // The choice alone renders in the frame after the shopper's input (the control shows it); the item's
  // busy state, the next-step button's and the call follow once that frame has painted.
  await changeAfterPaint(get);
  // A newer choice on the item made before this frame painted carries the shopper's intent: this one is
  // not sent (it would only be overtaken). Without this, a call that settles within that frame would turn
  // choices made while it was in flight into two calls instead of one.
  if (!isNewestChoice(get, control, number)) return 'replaced';
  const result = await runItemCartChange(get, set, { ...itemChange, repeats: 'latest', finishes: true });
  // The newest choice clears what shows instead of the cart's value once it has settled.
  if (result !== 'replaced' && isNewestChoice(get, control, number)) {
    set(requested, (map) => withChoice(map, itemChange.itemId, null));
  }
  return result;
}
