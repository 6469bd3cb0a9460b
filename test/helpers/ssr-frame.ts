// A page of test/plugins/ssr-page.mjs in a frame: <shop-cart> rendered on the server (or left to the
// browser), whose script waits until the test lets it run, so counters can be put in place first.
import { waitUntil } from '@open-wc/testing';

export type FrameWindow = Window & typeof globalThis & { cspViolations?: string[] };

export interface SsrFrame {
  frame: HTMLIFrameElement;
  win: () => FrameWindow;
  /** The element's shadow root. */
  root: () => ShadowRoot;
  /** The path the frame shows: the page's own until it navigated. */
  path: () => string | undefined;
  /** Lets the element's script load. */
  runScripts: () => Promise<void>;
  /** With js=on: the page's errors, console.error calls and error events (React reports hydration errors so). */
  errors: string[];
  /** Lets the element's script load and waits until the element announced its cart (shop:cart-change). */
  hydrate: () => Promise<void>;
}

export interface SsrFrameOptions {
  /** The frame's size; 1280 × 900 unless given. */
  size?: { width: number; height: number };
  /** The options of the server's render (renderShopCart's second argument), for example `{ locale: 'en' }`. */
  render?: object;
}

const frames: HTMLIFrameElement[] = [];

/**
 * Opens the page for `data` (start-up data); `query` as ssr-page.mjs reads it (js, csp, render). With
 * js=off the frame is sandboxed without scripts, so the page truly has no JavaScript (it parses the
 * content of `<noscript>`). Resolves once the page is parsed, with the cart's parts where the server
 * rendered it.
 */
export async function openSsrFrame(
  data: unknown,
  query: string,
  { size = { width: 1280, height: 900 }, render }: SsrFrameOptions = {},
): Promise<SsrFrame> {
  const id = `t${Math.random().toString(36).slice(2)}`;
  await fetch(`/test-pages/ssr/${id}`, {
    method: 'POST',
    body: JSON.stringify(render ? { data, options: render } : { data }),
  });
  const frame = document.createElement('iframe');
  frame.title = 'Warenkorb';
  frame.style.width = `${size.width}px`;
  frame.style.height = `${size.height}px`;
  if (query.includes('js=off')) frame.sandbox.add('allow-same-origin');
  frame.src = `/test-pages/ssr/${id}?${query}`;
  document.body.append(frame);
  frames.push(frame);
  const win = () => frame.contentWindow as FrameWindow;
  const root = () => frame.contentDocument?.querySelector('shop-cart')?.shadowRoot ?? null;
  const serverRendered = !query.includes('render=browser');
  await waitUntil(
    () =>
      frame.contentDocument?.readyState !== 'loading' &&
      frame.contentDocument?.querySelector('shop-cart') &&
      (!serverRendered || root()?.querySelector('[part]')),
    'the page is parsed',
    { timeout: 5000 },
  );
  const runScripts = async () => {
    await fetch(`/test-pages/ssr-gate/${id}`, { method: 'POST' });
  };
  let announced = false;
  win().addEventListener('shop:cart-change', () => (announced = true));
  const errors: string[] = [];
  if (/\bjs=(on|after-paint)\b/.test(query)) {
    const original = win().console.error.bind(win().console);
    win().console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
      original(...args);
    };
    win().addEventListener('error', (event) => errors.push(String(event.error ?? event.message)));
  }
  return {
    frame,
    win,
    root: () => root()!,
    path: () => frame.contentWindow?.location.pathname,
    runScripts,
    errors,
    hydrate: async () => {
      await runScripts();
      await waitUntil(() => announced, 'the cart announces itself', { timeout: 8000 });
    },
  };
}

/** Removes the frames opened so far. */
export function removeSsrFrames() {
  for (const frame of frames.splice(0)) frame.remove();
}

/** Counts React's commits in the page, through the hook React reports to (as its developer tools do). */
export function countCommits(win: FrameWindow): () => number {
  let commits = 0;
  (win as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: () => (commits += 1),
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    checkDCE: () => undefined,
  };
  return () => commits;
}

/** Calls `after` after each of React's commits in the page, with the count so far (`countCommits`). */
export function onEachCommit(win: FrameWindow, after: (commits: number) => void): () => number {
  const commits = countCommits(win);
  const hook = (win as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { onCommitFiberRoot: () => void } })
    .__REACT_DEVTOOLS_GLOBAL_HOOK__;
  const count = hook.onCommitFiberRoot;
  hook.onCommitFiberRoot = () => {
    count();
    after(commits());
  };
  return commits;
}

/**
 * Waits until the page is idle: its first idle callback where the engine has them; in WebKit (no
 * requestIdleCallback) after the tasks it queued so far and two of its frames, by which React has run the
 * renders and effects a commit scheduled.
 */
export function pageIdle(win: FrameWindow): Promise<void> {
  if (typeof win.requestIdleCallback === 'function')
    return new Promise((idle) => win.requestIdleCallback(() => idle()));
  const nextTask = () =>
    new Promise<void>((resolve) => {
      const channel = new win.MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  const nextFrame = () => new Promise<void>((resolve) => win.requestAnimationFrame(() => resolve()));
  return nextTask().then(nextFrame).then(nextTask).then(nextFrame).then(nextTask);
}
