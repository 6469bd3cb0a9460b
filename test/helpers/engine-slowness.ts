// How much longer the same test takes in each engine than in Chromium, the one source for mocha's
// time-out (web-test-runner.config.mjs serves this file to the runner page as /test-pages/engine-slowness.js),
// the engine-scaled waits of test/helpers/testing.ts and the hang guards of test/helpers/engine.ts.
// No DOM here: the runner page imports it before mocha loads.

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** The engine a user agent names: Firefox, Chromium (Chrome/ or Chromium/), else WebKit. */
export function engineOf(agent: string): Engine {
  if (agent.includes('Firefox/')) return 'firefox';
  if (agent.includes('Chrome/') || agent.includes('Chromium/')) return 'chromium';
  return 'webkit';
}

/**
 * Firefox takes up to twice as long for the same test, WebKitGTK (software rendering under Xvfb) about
 * four times, for axe's checks above all.
 */
const SLOWER_BY: Record<Engine, number> = { chromium: 1, firefox: 2, webkit: 4 };

/** The factor for the engine of `agent`. */
export const slownessOf = (agent: string): number => SLOWER_BY[engineOf(agent)];
