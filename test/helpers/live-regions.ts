// What a screen reader would announce from the cart's live regions, recorded as the page changes: each
// time a live region (role status or alert, or aria-live) gets new text, or a region is added with text,
// its text and politeness ('polite' for status, 'assertive' for alert) are noted once.
import { foldSpace } from './text.js';

export type Politeness = 'polite' | 'assertive';
export interface Announcement {
  politeness: Politeness;
  text: string;
}

const LIVE = '[role="status"], [role="alert"], [aria-live]';

function politenessOf(region: Element): Politeness | undefined {
  const live = region.getAttribute('aria-live');
  if (live === 'off') return undefined;
  if (live === 'assertive' || (!live && region.getAttribute('role') === 'alert')) return 'assertive';
  return 'polite';
}

/** The innermost live region around `node`, inside `root`. */
function regionOf(node: Node): Element | null {
  const element = node instanceof Element ? node : node.parentElement;
  return element?.closest(LIVE) ?? null;
}

/** Starts recording the announcements of the cart `element`'s shadow root; `stop()` ends it. */
export function recordAnnouncements(element: Element) {
  const root = element.shadowRoot;
  if (!root) throw new Error('no shadow root');
  const announcements: Announcement[] = [];
  const lastText = new WeakMap<Element, string>();
  for (const region of root.querySelectorAll(LIVE)) lastText.set(region, foldSpace(region.textContent ?? ''));
  const note = (region: Element | null) => {
    if (!region) return;
    const text = foldSpace(region.textContent ?? '');
    const politeness = politenessOf(region);
    if (text === lastText.get(region)) return;
    lastText.set(region, text);
    if (text && politeness) announcements.push({ politeness, text });
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      note(regionOf(record.target));
      for (const added of record.addedNodes) {
        if (added instanceof Element) for (const inner of added.querySelectorAll(LIVE)) note(inner);
        note(regionOf(added));
      }
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  return {
    announcements,
    stop: () => observer.disconnect(),
  };
}
