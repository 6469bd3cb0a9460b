// The second half of startup/early-clicks.ts: once a <shop-cart> has committed its first render (hydrated,
// or rendered afresh), the events its server-rendered markup took before are replayed on the hydrated
// controls, each once and in order, so that the cart's own handlers run (docs/early-clicks.md).
import { useEffect } from 'react';
import {
  earlyClicksOf,
  PENDING_MARK,
  tilesOf,
  type ControlAddress,
  type EarlyEvent,
} from '../startup/early-clicks.js';

/** The control `address` leads to in `root`, or null: the item is gone, or another control is there. */
function find(root: ShadowRoot, address: ControlAddress): Element | null {
  let node: ParentNode | null =
    address.item === null ? root : (tilesOf(root, address.item)[address.tile] ?? null);
  for (const index of address.path) node = node?.children[index] ?? null;
  const found = node as Element | null;
  return found && found.localName === address.tag && found.getAttribute('data-action') === address.action
    ? found
    : null;
}

function settle(control: Element): void {
  control.removeAttribute(PENDING_MARK);
  control.removeAttribute('aria-busy');
}

/** Carries out one early event on the hydrated cart in `root`; one that no longer applies is dropped. */
function replay(root: ShadowRoot, early: EarlyEvent): void {
  settle(early.control);
  // Hydration keeps the server's nodes: the same control, unless the cart was rendered anew.
  const control =
    early.control.isConnected && early.control.getRootNode() === root
      ? early.control
      : find(root, early.address);
  if (!control) return;
  settle(control);
  if (early.type === 'click') (control as HTMLElement).click();
  else if (early.type === 'submit') (control as HTMLFormElement).requestSubmit();
  else {
    (control as HTMLSelectElement).value = early.value ?? '';
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * Makes `host`'s cart live (its events are React's from now on) and replays what its markup took before.
 * Runs after the first commit: every handler is in place.
 */
export function replayEarlyClicks(host: EventTarget | null): void {
  if (!(host instanceof Element) || !host.shadowRoot) return;
  const record = earlyClicksOf(host.ownerDocument);
  if (!record) return;
  record.live.add(host);
  const root = host.shadowRoot;
  const mine = record.events.filter((early) => early.host === host);
  record.events = record.events.filter((early) => early.host !== host);
  for (const early of mine) replay(root, early);
}

/** The effect of the cart's root: replays the early events once the first render has committed. */
export function useEarlyClicksReplay(host: EventTarget | null): void {
  useEffect(() => replayEarlyClicks(host), [host]);
}
