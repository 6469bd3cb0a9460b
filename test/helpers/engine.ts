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
