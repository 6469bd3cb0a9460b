// When shop-cart-after-paint.js loads shop-cart.js (src/cart/first-paint/load-after-first-paint.ts):
// after the next frame on a loading page whose carts are all server-rendered, at once everywhere else. The
// page is a stand-in whose frames and timers the test runs by hand; the carts are real elements.
import { expect } from '@open-wc/testing';
import { STYLE_MARK } from '../../../src/cart/fragment/render/fragment-styles.js';
import {
  FRAME_WAIT_LIMIT_MS,
  loadAfterFirstPaint,
  paintsBeforeLoading,
} from '../../../src/cart/first-paint/load-after-first-paint.js';

/** A cart as the parser leaves it: server-rendered (a shadow root with the server's styles) or not yet. */
function cart(serverRendered: boolean): Element {
  const host = document.createElement('shop-cart-stand-in');
  if (serverRendered) {
    const style = document.createElement('style');
    style.setAttribute(STYLE_MARK, '');
    host.attachShadow({ mode: 'open' }).append(style);
  }
  return host;
}

/** A page in `readyState` with `carts`, whose animation frames and timers run when the test says. */
function page(readyState: DocumentReadyState, carts: Element[], visibilityState = 'visible') {
  const frames: (() => void)[] = [];
  const timers = new Map<number, { run: () => void; delay: number }>();
  let next = 0;
  const view = {
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, delay = 0) => {
      next += 1;
      timers.set(next, { run, delay });
      return next;
    },
    clearTimeout: (id: number) => timers.delete(id),
  };
  const doc = {
    readyState,
    visibilityState,
    defaultView: view,
    querySelectorAll: (selector: string) => (selector === 'shop-cart' ? carts : []),
  } as unknown as Document;
  return {
    doc,
    /** Runs the frame's callbacks, as the browser does before it paints. */
    paintFrame: () => frames.splice(0).forEach((run) => run()),
    /** Runs the timers due within `ms`, in order of their delays. */
    passTime: (ms: number) => {
      const due = [...timers].filter(([, timer]) => timer.delay <= ms);
      due.sort(([, a], [, b]) => a.delay - b.delay);
      for (const [id, timer] of due) {
        if (!timers.delete(id)) continue;
        timer.run();
      }
    },
  };
}

/** A load that counts its calls and answers `result`. */
function counter(result: Promise<unknown> = Promise.resolve()) {
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return result;
    },
    calls: () => calls,
  };
}

describe('shop-cart-after-paint.js: when shop-cart.js loads', () => {
  it('waits for the frame on a loading page whose carts are all server-rendered, then loads once', () => {
    const { doc, paintFrame, passTime } = page('interactive', [cart(true), cart(true)]);
    const { load, calls } = counter();
    loadAfterFirstPaint(doc, load);
    expect(calls(), 'before the frame').to.equal(0);
    paintFrame();
    passTime(0);
    expect(calls(), 'in the first frame and right after it').to.equal(0);
    paintFrame();
    expect(calls(), 'in the frame after it').to.equal(1);
    passTime(FRAME_WAIT_LIMIT_MS);
    expect(calls(), 'the limit no longer loads it').to.equal(1);
  });

  it(`loads after ${FRAME_WAIT_LIMIT_MS} ms when no frame comes (a page hidden meanwhile)`, () => {
    const { doc, passTime } = page('loading', [cart(true)]);
    const { load, calls } = counter();
    loadAfterFirstPaint(doc, load);
    passTime(FRAME_WAIT_LIMIT_MS - 1);
    expect(calls()).to.equal(0);
    passTime(FRAME_WAIT_LIMIT_MS);
    expect(calls()).to.equal(1);
  });

  it('loads at once where a cart renders afresh, where no cart is yet, on a loaded page and a hidden one', () => {
    for (const [name, state, carts, visibility = 'visible'] of [
      ['a fresh cart beside a server-rendered one', 'interactive', [cart(true), cart(false)]],
      ['no cart', 'interactive', []],
      ['a loaded page', 'complete', [cart(true)]],
      ['a hidden page', 'interactive', [cart(true)], 'hidden'],
    ] as const) {
      const { doc } = page(state, [...carts], visibility);
      const { load, calls } = counter();
      expect(paintsBeforeLoading(doc), name).to.equal(false);
      loadAfterFirstPaint(doc, load);
      expect(calls(), name).to.equal(1);
    }
  });

  it('says on the console that shop-cart.js could not be loaded', async () => {
    const { doc } = page('complete', [cart(true)]);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const { load } = counter(Promise.reject(failure));
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      loadAfterFirstPaint(doc, load);
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      console.error = original;
    }
    expect(logged).to.have.length(1);
    expect(String(logged[0]?.[0])).to.contain('shop-cart.js');
    expect(logged[0]?.[1]).to.equal(failure);
  });
});
