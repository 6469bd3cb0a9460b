// What test files import as '@open-wc/testing' (the test bundles resolve that name here; see
// web-test-runner.config.mjs): the library itself, with a `waitUntil` whose waits scale like mocha's own
// time-out per engine (Firefox ×2, WebKitGTK under Xvfb ×4) and whose default wait is 3 s instead of 1 s.
// A wait ends as soon as its condition holds, so a longer limit slows no passing test; it only keeps a
// slow engine or a loaded machine from failing a test whose page was merely late.
// This file's own imports of the name reach the real package.
import { waitUntil as waitUntilOnce } from '@open-wc/testing';
import { ENGINE_SLOWNESS } from './engine.js';

export * from '@open-wc/testing';

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
