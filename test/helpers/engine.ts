/**
 * The engine a browser test runs in, for the few tests that cannot pass in one of them: each says why
 * where it skips (`onlyIn`/`notIn`), and shows as skipped in that engine's count.
 */
export type Engine = 'chromium' | 'firefox' | 'webkit';

function currentEngine(): Engine {
  const agent = navigator.userAgent;
  if (agent.includes('Firefox/')) return 'firefox';
  if (agent.includes('Chrome/') || agent.includes('Chromium/')) return 'chromium';
  return 'webkit';
}

export const engine: Engine = currentEngine();

/** Mocha's `it` in every engine but `skipped`, `it.skip` there (give the reason beside the call). */
export function itExceptIn(...skipped: Engine[]): Mocha.TestFunction | Mocha.PendingTestFunction {
  return skipped.includes(engine) ? it.skip : it;
}

/**
 * How much longer the same test takes in this engine than in Chromium (the factor the runner's mocha
 * timeout gets in web-test-runner.config.mjs): Firefox up to twice, WebKitGTK under Xvfb about four times.
 */
const SLOWER_BY: Record<Engine, number> = { chromium: 1, firefox: 2, webkit: 4 };

/**
 * A test's own hang guard (`this.timeout(hangGuard(ms))`), `ms` set in Chromium, stretched for this engine
 * as the default timeout is: a guard against a hang, never a timed assertion.
 */
export const hangGuard = (ms: number): number => ms * SLOWER_BY[engine];
