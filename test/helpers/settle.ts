// For tests that check that something did NOT happen (no request, no notice, no echo). An absence only
// means something once the work that could have produced it is done, so these helpers wait for that
// work itself: React's renders and effects, the page's own requests. Never for a fixed time.
import { act } from 'react';

/** Resolves after the tasks queued so far, so every pending microtask has run (no timer involved). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Resolves after the browser rendered the next frame. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Runs `work` inside React's `act()`: every render and effect React schedules meanwhile (in the test's
 * bundle: <shop-cart> imported by the test file, not a /bundles/ copy) has run when this resolves.
 */
export async function settledReact(work: () => unknown = () => undefined): Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      await work();
      // What the work started in microtasks (an inlined lazy import, a resolved message) runs too.
      await nextTask();
    });
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

export interface PageFetch {
  method: string;
  url: string;
}

export interface PageFetches {
  /** Every fetch called since tracking began, in order. */
  readonly calls: readonly PageFetch[];
  /**
   * Resolves once every fetch has its answer read (or failed, or was aborted), the reader has carried
   * on, and two frames passed without a new one.
   */
  settled(): Promise<void>;
  stop(): void;
}

type Body = 'text' | 'json' | 'arrayBuffer' | 'blob';
const BODY_READERS: readonly Body[] = ['text', 'json', 'arrayBuffer', 'blob'];

/** Follows the page's `fetch` calls (the elements' and the test's own) until `stop()`. */
export function trackPageFetches(): PageFetches {
  const original = window.fetch;
  const calls: PageFetch[] = [];
  const pending = new Set<Promise<unknown>>();
  const follow = <T>(promise: Promise<T>): Promise<T> => {
    pending.add(promise);
    const forget = () => pending.delete(promise);
    promise.then(forget, forget);
    return promise;
  };

  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined;
    calls.push({
      method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
      url: request ? request.url : String(input),
    });
    const answer = original.call(window, input, init).then((response) => {
      // The reader's own body read is what the page waits for: follow it too.
      for (const name of BODY_READERS) {
        const read = response[name].bind(response) as () => Promise<unknown>;
        Object.defineProperty(response, name, { value: () => follow(read()) });
      }
      return response;
    });
    return follow(answer);
  };

  return {
    calls,
    async settled() {
      do {
        await Promise.allSettled([...pending]);
        await nextTask();
        await nextFrame();
        await nextFrame();
      } while (pending.size > 0);
    },
    stop() {
      window.fetch = original;
    },
  };
}

/**
 * Resolves once the CSS transitions and animations running in `element`'s shadow root have ended: what
 * the shopper sees at rest (a busy item fades back over 0.2 s after the page settled; axe's contrast check
 * read the half-faded text in Firefox).
 */
export async function transitionsEnded(element: Element): Promise<void> {
  const root = element.shadowRoot;
  if (!root) return;
  await Promise.allSettled(root.getAnimations().map((animation) => animation.finished));
}
