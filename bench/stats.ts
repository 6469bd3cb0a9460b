// Small helpers of the benchmark's figures.

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

/**
 * The median of times read on a clock of whole milliseconds, interpolated within the millisecond it falls
 * in (the median of grouped data: each reading k stands for the times from k - 0.5 to k + 0.5). A plain
 * median stays on a whole millisecond: times of 7.4 ms read as 7 or 8 have a median of 7, and a ratio to
 * a floor of 7 or 8 ms moves by 14 % while the times hardly change. The interpolation follows the share of
 * readings on each side.
 */
export const steppedMedian = (values: readonly number[]): number => {
  if (values.length === 0) return NaN;
  const reading = Math.round(median(values));
  const below = values.filter((value) => Math.round(value) < reading).length;
  const at = values.filter((value) => Math.round(value) === reading).length;
  // An even count whose two middle readings lie a step apart (7 and 9) has no reading at its median.
  if (at === 0) return median(values);
  return reading - 0.5 + (values.length / 2 - below) / at;
};

/**
 * Whether times come from a clock that counts whole milliseconds (WebKit's): no fraction in any of them
 * beyond the rounding of a difference of two large times (12.000000000000057).
 */
export const wholeMilliseconds = (values: readonly number[]): boolean =>
  values.length > 0 && values.every((value) => Math.abs(value - Math.round(value)) < 1e-6);

export const ms = (value: number) => `${value.toFixed(0)} ms`;

/** A ratio to a floor; a floor of (nearly) nothing gives '–' rather than a meaningless number. */
export const ratio = (value: number, floor: number) => (floor < 1 ? '–' : `${(value / floor).toFixed(2)}×`);

export const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

/** A small seeded generator (mulberry32), so that the same loads always give the same interval. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How precise a ratio of two medians is: the central `share` (0.8: from the 10th to the 90th percentile)
 * of the ratios of `resamples` bootstrap resamples of both sets of loads. A target is only as certain as
 * this interval is narrow: page loads at CPU ×4 spread widely (the static floor's LCP alone over 150–700 ms).
 */
export function ratioInterval(
  values: readonly number[],
  floors: readonly number[],
  share = 0.8,
  resamples = 2000,
  estimate: (values: readonly number[]) => number = median,
): [number, number] {
  const random = seeded(values.length * 7919 + floors.length);
  const resample = (from: readonly number[]) =>
    from.map(() => from[Math.floor(random() * from.length)] ?? NaN);
  const ratios = Array.from(
    { length: resamples },
    () => estimate(resample(values)) / estimate(resample(floors)),
  ).sort((a, b) => a - b);
  const at = (quantile: number) => ratios[Math.min(resamples - 1, Math.floor(quantile * resamples))] ?? NaN;
  return [at((1 - share) / 2), at((1 + share) / 2)];
}

/** A ratio's interval as text ('0.93–1.13'), or '–' when the floor is (nearly) nothing. */
export const interval = (
  values: readonly number[],
  floors: readonly number[],
  estimate: (values: readonly number[]) => number = median,
) => {
  if (estimate(floors) < 1) return '–';
  const [low, high] = ratioInterval(values, floors, 0.8, 2000, estimate);
  return `${low.toFixed(2)}–${high.toFixed(2)}`;
};
