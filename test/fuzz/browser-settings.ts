// The generated browser tests' settings: SEED and FUZZ_SCALE from the environment of the test runner,
// through the 'fuzz-settings' server command (test/plugins/fuzz-settings.mjs).
import { executeServerCommand } from '@web/test-runner-commands';
import fc from 'fast-check';
import { engine, type Engine } from '../helpers/engine.js';
import { fuzzSettings, type FuzzSettings } from './settings.js';

/**
 * The share of the generated inputs each engine runs, from the same seeds. Chromium runs them all; Firefox
 * and WebKit run the first half: fast-check draws the same inputs from the same seed, so each of their
 * runs is one Chromium makes too, checked for the same properties. The search for inputs that break the
 * cart is Chromium's; Firefox and WebKit look for what an engine does differently, which any input shows.
 * A run takes two (Firefox) to four (WebKitGTK) times as long there, and the generated tests were 4 of
 * WebKit's 9 minutes for the whole suite (CI runs all three engines within 45 minutes). FUZZ_SCALE scales
 * every engine alike.
 */
const ENGINE_SHARE: Record<Engine, number> = { chromium: 1, firefox: 0.5, webkit: 0.5 };

/** The runs of one shard in this engine (before FUZZ_SCALE): `inChromium` times the engine's share. */
export const engineRuns = (inChromium: number): number =>
  Math.max(1, Math.round(inChromium * ENGINE_SHARE[engine]));

export async function browserFuzzSettings(): Promise<FuzzSettings> {
  const given = await executeServerCommand<{ seed: string | null; scale: string | null }, undefined>(
    'fuzz-settings',
  );
  return fuzzSettings(given?.seed ?? undefined, given?.scale ?? undefined);
}

/**
 * fc.assert for shard `shard` (0-based) of a generated browser test, from `seed`. A failure names the
 * SEED that repeats the run and `lastFailure()`: fast-check reports a failure by its stack, which holds the
 * message only in Chromium, so each property keeps its last failure's message for the report (Firefox and
 * WebKit showed only where it was thrown).
 */
export async function assertShard<T>(
  property: fc.IAsyncProperty<T>,
  run: { settings: FuzzSettings; shard: number; seed: number; numRuns: number; lastFailure: () => string },
): Promise<void> {
  try {
    await fc.assert(property, { numRuns: run.numRuns, seed: run.seed, includeErrorInReport: true });
  } catch (error) {
    throw new Error(
      `SEED=${run.settings.seed} repeats this run (shard ${run.shard + 1}): ${run.lastFailure()}\n${(error as Error).message}`,
      { cause: error },
    );
  }
}
