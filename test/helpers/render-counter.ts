// Counts which components React renders, through the hook React DevTools uses
// (__REACT_DEVTOOLS_GLOBAL_HOOK__): React hands it every committed tree, and a component whose function
// ran in that commit carries the PerformedWork flag on its fiber. Import this module FIRST in a test file,
// before anything that imports React: react-dom looks for the hook once, when it loads.
// A subtree whose child pointer did not change was not rendered (as React DevTools reasons), so stale
// flags of fibers untouched since an earlier commit are not counted. Elements (`<p data-price>`) are
// counted too, by a label: one counts when React compared it with new props; an element whose props are
// the same object as before (a component handed React the same element) was skipped.

interface Fiber {
  tag: number;
  type: unknown;
  memoizedProps: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

const PERFORMED_WORK = 1;
const HOST_COMPONENT = 5;
// FunctionComponent, ClassComponent, ForwardRef, SimpleMemoComponent.
const COMPONENT_TAGS = new Set([0, 1, 11, 15]);

const counts = new Map<string, number>();
const props = new Map<string, unknown[]>();
const elements = new Map<string, number>();

/** An element's label: its tag, and its `part` or first `data-` attribute as `[name=value]` or `[name]`. */
function labelOf(fiber: Fiber): string {
  const attributes = Object.entries((fiber.memoizedProps ?? {}) as Record<string, unknown>);
  const [name, value] =
    attributes.find(([key]) => key === 'part') ?? attributes.find(([key]) => key.startsWith('data-')) ?? [];
  const mark = name === undefined ? '' : value === true ? `[${name}]` : `[${name}=${String(value)}]`;
  return `${String(fiber.type)}${mark}`;
}

function nameOf(fiber: Fiber): string | undefined {
  const type = fiber.type as { name?: string; displayName?: string; render?: { name?: string } } | null;
  if (!type || (typeof type !== 'function' && typeof type !== 'object')) return undefined;
  // esbuild numbers a function whose name is taken in its scope (`memo(function Tile` in `const Tile`).
  return (type.displayName ?? type.render?.name ?? type.name)?.replace(/\d+$/, '');
}

function count(fiber: Fiber) {
  if (!COMPONENT_TAGS.has(fiber.tag)) return;
  const name = nameOf(fiber);
  if (!name) return;
  counts.set(name, (counts.get(name) ?? 0) + 1);
  props.set(name, [...(props.get(name) ?? []), fiber.memoizedProps]);
}

function mounted(fiber: Fiber) {
  for (let node: Fiber | null = fiber; node; node = node.sibling) {
    count(node);
    if (node.child) mounted(node.child);
  }
}

/** `next`: a fiber of the committed tree; `before`: the fiber it was in the tree before (none: mounted). */
function visit(next: Fiber, before: Fiber | null) {
  if (!before) {
    count(next);
    if (next.child) mounted(next.child);
    return;
  }
  if (next.flags & PERFORMED_WORK) count(next);
  if (next.tag === HOST_COMPONENT && next.memoizedProps !== before.memoizedProps) {
    const label = labelOf(next);
    elements.set(label, (elements.get(label) ?? 0) + 1);
  }
  if (next.child === before.child) return;
  for (let child = next.child; child; child = child.sibling) visit(child, child.alternate);
}

interface Root {
  current: Fiber;
}

const hook = {
  supportsFiber: true,
  renderers: new Map<number, unknown>(),
  inject(renderer: unknown) {
    const id = hook.renderers.size + 1;
    hook.renderers.set(id, renderer);
    return id;
  },
  onCommitFiberRoot(_id: number, root: Root) {
    visit(root.current, root.current.alternate);
  },
  onCommitFiberUnmount() {},
  onPostCommitFiberRoot() {},
  checkDCE() {},
};

const global = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
if (global.__REACT_DEVTOOLS_GLOBAL_HOOK__)
  throw new Error('render-counter: another DevTools hook is installed');
global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;

/** Forgets what was counted so far. */
export function resetRenderCounts() {
  counts.clear();
  props.clear();
  elements.clear();
}

/** How often the component named `name` rendered since the last reset. */
export const rendersOf = (name: string) => counts.get(name) ?? 0;

/** The props of each render of the component named `name` since the last reset, in order. */
export const renderedProps = <Props>(name: string) => (props.get(name) ?? []) as Props[];

/** How often React compared an element labelled `label` (`p[data-price]`, `h3`) with new props. */
export const elementRendersOf = (label: string) => elements.get(label) ?? 0;
