// Clicks, quantity changes and submits on a server-rendered <shop-cart> before it has hydrated: taken from
// the document (capture phase, so before anything else sees them), kept in order with the control's
// address, and replayed on the hydrated control (render/replay-early-clicks.ts; docs/early-clicks.md).
// Both shop-cart-after-paint.js and shop-cart.js install it as they are evaluated; the two bundles share
// one record per document under a global symbol. No dependency: it is most of what the loader weighs.

/** Marks a control whose action waits for hydration; the static styles show it as busy (ui/theme.ts). */
export const PENDING_MARK = 'data-shop-cart-pending';

/** Where a control is: the item tile it is in (by its id) and the path of child indices from there. */
export interface ControlAddress {
  item: string | null;
  /** Which of the item's tiles (an appointment shows one per ticket). */
  tile: number;
  path: number[];
  /** The control's tag and `data-action`, checked where the address leads (another control is no match). */
  tag: string;
  action: string | null;
}

export interface EarlyEvent {
  type: 'click' | 'change' | 'submit';
  host: Element;
  /** The control itself: hydration keeps the server's nodes, so it is usually the hydrated one. */
  control: Element;
  address: ControlAddress;
  /** The value a `<select>` was changed to. */
  value?: string;
}

export interface EarlyClicks {
  events: EarlyEvent[];
  /** The carts React runs (hydrated or rendered afresh): their events are React's. */
  live: WeakSet<Element>;
}

const RECORD = Symbol.for('shop-cart.early-clicks');
type Holder = Document & { [RECORD]?: EarlyClicks };

/** The document's record, undefined until `captureEarlyClicks` ran in it. */
export const earlyClicksOf = (doc: Document): EarlyClicks | undefined => (doc as Holder)[RECORD];

/** The index of `node` among its parent's element children. */
const indexOf = (node: Element) => Array.prototype.indexOf.call(node.parentNode?.children ?? [], node);

/** The tiles of the item `id` in `root`, in order. */
export const tilesOf = (root: ShadowRoot, id: string): Element[] =>
  [...root.querySelectorAll('[data-item-id]')].filter((tile) => tile.getAttribute('data-item-id') === id);

function addressOf(control: Element, root: ShadowRoot): ControlAddress {
  const tile = control.closest('[data-item-id]');
  const item = tile?.getAttribute('data-item-id') ?? null;
  const path: number[] = [];
  for (let node: Element | null = control; node && node !== tile; node = node.parentElement)
    path.unshift(indexOf(node));
  return {
    item,
    tile: tile && item !== null ? tilesOf(root, item).indexOf(tile) : 0,
    // Outside a tile the path starts at the shadow root (the parent node of its top elements).
    path,
    tag: control.localName,
    action: control.getAttribute('data-action'),
  };
}

/** The control an event of `type` acts on: a button or box (click), a select (change), a form (submit). */
function controlFor(type: string, target: Element): boolean {
  const name = target.localName;
  if (type === 'change') return name === 'select';
  if (type === 'submit') return name === 'form';
  if (name === 'button') return true;
  return name === 'input' && /^(checkbox|radio|submit|button)$/.test((target as HTMLInputElement).type);
}

function listener(record: EarlyClicks) {
  return (event: Event) => {
    // Most events after hydration: the document sees a click retargeted to a live cart itself, and
    // nothing more is read (no path built for every click of the shopping session).
    if (record.live.has(event.target as Element)) return;
    const path = event.composedPath();
    const at = path.findIndex((target) => (target as Node).nodeType === 11 && 'host' in target);
    const root = path[at] as ShadowRoot | undefined;
    if (!root || root.host.localName !== 'shop-cart' || record.live.has(root.host)) return;
    for (const target of path.slice(0, at) as Element[]) {
      if (target.nodeType !== 1) continue;
      // A link stays a link: the next step, a product page.
      if (target.localName === 'a') return;
      if (!controlFor(event.type, target)) continue;
      // A radio or box clicked now would show a choice that is not made yet; a submit would leave the page.
      if (event.cancelable) event.preventDefault();
      // Nothing else sees it now; the replay is the one event the page and the cart see.
      event.stopImmediatePropagation();
      target.setAttribute(PENDING_MARK, '');
      target.setAttribute('aria-busy', 'true');
      record.events.push({
        type: event.type as EarlyEvent['type'],
        host: root.host,
        control: target,
        address: addressOf(target, root),
        ...(event.type === 'change' ? { value: (target as HTMLSelectElement).value } : {}),
      });
      return;
    }
  };
}

/** Starts taking the early events of `doc`'s server-rendered carts, once per document. */
export function captureEarlyClicks(doc: Document): EarlyClicks {
  const holder = doc as Holder;
  const existing = holder[RECORD];
  if (existing) return existing;
  const record: EarlyClicks = { events: [], live: new WeakSet() };
  holder[RECORD] = record;
  const take = listener(record);
  // A click crosses the shadow boundary (it is composed); a change or a submit stays inside the shadow
  // root, so the carts the page holds now are listened to themselves.
  doc.addEventListener('click', take, true);
  for (const cart of doc.querySelectorAll('shop-cart')) {
    cart.shadowRoot?.addEventListener('change', take, true);
    cart.shadowRoot?.addEventListener('submit', take, true);
  }
  return record;
}
