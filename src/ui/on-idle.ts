// Work that waits for the browser's first idle moment: `requestIdleCallback`, or a task where the engine
// has none (WebKit).

/** How long the browser may put idle work off while it stays busy. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `run` when the browser is next idle; the returned function cancels it if it has not run yet. */
export function onIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}
