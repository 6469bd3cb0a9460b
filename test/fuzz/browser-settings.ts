// The generated browser tests' settings: SEED and FUZZ_SCALE from the environment of the test runner,
// through the 'fuzz-settings' server command (test/plugins/fuzz-settings.mjs).
import { executeServerCommand } from '@web/test-runner-commands';
import fc from 'fast-check';
import { fuzzSettings, type FuzzSettings } from './settings.js';

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
