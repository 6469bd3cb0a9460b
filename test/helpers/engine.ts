/**
 * The engine a browser test runs in, for the few tests that cannot pass in one of them: each says why
 * where it skips (`onlyIn`/`notIn`), and shows as skipped in that engine's count.
 */
import { engineOf, slownessOf, type Engine } from './engine-slowness.js';

export type { Engine };

export const engine: Engine = engineOf(navigator.userAgent);

/** Mocha's `it` in every engine but `skipped`, `it.skip` there (give the reason beside the call). */
export function itExceptIn(...skipped: Engine[]): Mocha.TestFunction | Mocha.PendingTestFunction {
  return skipped.includes(engine) ? it.skip : it;
}

/**
 * How much longer the same test takes in this engine than in Chromium (the factor the runner's mocha
 * timeout gets too): Firefox up to twice, WebKitGTK under Xvfb about four times (engine-slowness.ts).
 */
export const ENGINE_SLOWNESS = slownessOf(navigator.userAgent);

/**
 * A test's own hang guard (`this.timeout(hangGuard(ms))`), `ms` set in Chromium, stretched for this engine
 * as the default timeout is: a guard against a hang, never a timed assertion.
 */
export const hangGuard = (ms: number): number => ms * ENGINE_SLOWNESS;
