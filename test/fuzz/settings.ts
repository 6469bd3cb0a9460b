// The knobs of the generated tests, from the environment (Node) or the fuzz-settings server command
// (browser, test/plugins/fuzz-settings.mjs): `SEED` repeats a run exactly, `FUZZ_SCALE` multiplies the
// number of generated inputs and sequences (default 1: what `npm test` runs).

/** The seed of a run when none is given: fixed, so that `npm test` runs the same inputs every time. */
export const DEFAULT_SEED = 20_261_126;

export interface FuzzSettings {
  seed: number;
  scale: number;
}

/** Reads `SEED` and `FUZZ_SCALE` as given (strings or undefined); anything unreadable keeps the default. */
export function fuzzSettings(seed: string | undefined, scale: string | undefined): FuzzSettings {
  const seedNumber = Number(seed);
  const scaleNumber = Number(scale);
  return {
    seed: seed && Number.isSafeInteger(seedNumber) ? seedNumber : DEFAULT_SEED,
    scale: scale && Number.isFinite(scaleNumber) && scaleNumber > 0 ? scaleNumber : 1,
  };
}
