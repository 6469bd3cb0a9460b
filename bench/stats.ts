// Small helpers of the benchmark's figures.

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

export const ms = (value: number) => `${value.toFixed(0)} ms`;

/** A ratio to a floor; a floor of (nearly) nothing gives '–' rather than a meaningless number. */
export const ratio = (value: number, floor: number) => (floor < 1 ? '–' : `${(value / floor).toFixed(2)}×`);

export const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
