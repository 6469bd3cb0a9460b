// What test files import as '@open-wc/testing' (the test bundles resolve that name here; see
// web-test-runner.config.mjs): the library itself, with a `waitUntil` whose waits scale like mocha's own
// time-out per engine (Firefox ×2, WebKitGTK under Xvfb ×4) and whose default wait is 3 s instead of 1 s.
// A wait ends as soon as its condition holds, so a longer limit slows no passing test; it only keeps a
// slow engine or a loaded machine from failing a test whose page was merely late. Its axe check
// (`expect(element).to.be.accessible()`) first lets the element's CSS transitions end.
// This file's own imports of the name reach the real package.
import { chai, waitUntil as waitUntilOnce } from '@open-wc/testing';
import { ENGINE_SLOWNESS } from './engine.js';
import './readable-failures.js';

export * from '@open-wc/testing';

/**
 * Resolves once the CSS transitions running in `element` and its shadow root have ended (not animations:
 * a spinner turns for ever). A busy item fades back to full opacity over 0.2 s after its change ended; axe
 * read the colours half-faded (Firefox's whole suite, cart-changes.test.ts: #7b7b7b for #1f1f1f, a
 * contrast of 4.23). The shopper judges the page at rest, so does the check.
 */
async function transitionsEnded(element: Element): Promise<void> {
  const running = [
    ...element.getAnimations({ subtree: true }),
    ...(element.shadowRoot?.getAnimations() ?? []),
  ];
  await Promise.allSettled(
    running.filter((animation) => 'transitionProperty' in animation).map((animation) => animation.finished),
  );
}

chai.use((lib, utils) => {
  utils.overwriteMethod(
    lib.Assertion.prototype,
    'accessible',
    (axeCheck: (...args: unknown[]) => PromiseLike<unknown>) =>
      function (this: Chai.AssertionStatic & { then?: unknown }, ...args: unknown[]) {
        const element: unknown = utils.flag(this, 'object');
        const checked = (element instanceof Element ? transitionsEnded(element) : Promise.resolve()).then(
          () => new Promise((resolve, reject) => axeCheck.apply(this, args).then(resolve, reject)),
        );
        // chai-a11y-axe's assertion is awaited as a thenable: this one is, once the transitions ended.
        this.then = checked.then.bind(checked);
        return this;
      },
  );
});

/** The same factor as mocha's time-out (test/helpers/engine-slowness.ts). */
export { ENGINE_SLOWNESS };

const DEFAULT_WAIT_MS = 3000;

/** `waitUntil` of @open-wc/testing, its time-out scaled for the engine. */
export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return waitUntilOnce(predicate, message, {
    ...options,
    timeout: (options.timeout ?? DEFAULT_WAIT_MS) * ENGINE_SLOWNESS,
  });
}
