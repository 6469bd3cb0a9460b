// Counts the React DOM copies on the page: each one registers with React DevTools' global hook when it is
// evaluated (also in production builds). Imported first by a test, before any React DOM.

interface DevToolsHook {
  supportsFiber: true;
  renderers: Map<number, unknown>;
  inject(renderer: unknown): number;
  onCommitFiberRoot(): void;
  onCommitFiberUnmount(): void;
  onPostCommitFiberRoot(): void;
  checkDCE(): void;
}

const hook: DevToolsHook = {
  supportsFiber: true,
  renderers: new Map(),
  inject(renderer) {
    const id = hook.renderers.size + 1;
    hook.renderers.set(id, renderer);
    return id;
  },
  onCommitFiberRoot() {},
  onCommitFiberUnmount() {},
  onPostCommitFiberRoot() {},
  checkDCE() {},
};
Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook });

/** How many React DOM copies have been evaluated on this page so far. */
export const reactDomCopies = () => hook.renderers.size;
