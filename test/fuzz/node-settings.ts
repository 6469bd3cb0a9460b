// The generated Node tests' settings (SEED, FUZZ_SCALE) and their count of generated inputs.
import { after } from 'node:test';
import fc from 'fast-check';
import { fuzzSettings } from './settings.js';

export const { seed, scale } = fuzzSettings(process.env.SEED, process.env.FUZZ_SCALE);

let generated = 0;

/**
 * Checks a property with the run's seed and `runs` × FUZZ_SCALE inputs; on failure fast-check shrinks the
 * input and reports it with the seed and path to repeat it.
 */
export function check<Ts extends [unknown, ...unknown[]]>(
  runs: number,
  ...args: [...arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> }, predicate: (...values: Ts) => void]
): void {
  const numRuns = Math.max(1, Math.round(runs * scale));
  const predicate = args[args.length - 1] as (...values: Ts) => void;
  const arbitraries = args.slice(0, -1) as { [K in keyof Ts]: fc.Arbitrary<Ts[K]> };
  fc.assert(
    fc.property(...arbitraries, (...values: Ts) => {
      generated += 1;
      predicate(...values);
    }),
    { numRuns, seed, includeErrorInReport: true },
  );
}

/** Prints how many inputs this file generated (node runs each test file in its own process). */
export function reportGenerated(file: string): void {
  after(() => console.log(`fuzz ${file}: ${generated} generated inputs (seed ${seed}, scale ${scale})`));
}

/** `check` for a predicate that waits (a fetch, a timer). */
export async function checkAsync<Ts extends [unknown, ...unknown[]]>(
  runs: number,
  ...args: [
    ...arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> },
    predicate: (...values: Ts) => Promise<void>,
  ]
): Promise<void> {
  const numRuns = Math.max(1, Math.round(runs * scale));
  const predicate = args[args.length - 1] as (...values: Ts) => Promise<void>;
  const arbitraries = args.slice(0, -1) as { [K in keyof Ts]: fc.Arbitrary<Ts[K]> };
  await fc.assert(
    fc.asyncProperty(...arbitraries, async (...values: Ts) => {
      generated += 1;
      await predicate(...values);
    }),
    { numRuns, seed, includeErrorInReport: true },
  );
}
