// The bench's precision figure (bench/stats.ts): the interval of a ratio of medians over bootstrap
// resamples of the loads, printed beside each of issue 19's targets.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { interval, median, ratioInterval } from '../../bench/stats.js';

/** Loads spread as the bench's are: a floor around `centre`, ±`spread`, in a fixed order. */
const loads = (count: number, centre: number, spread: number) =>
  Array.from({ length: count }, (_, i) => centre + spread * Math.sin(i * 2.399963));

describe('ratioInterval', () => {
  it('holds the ratio of the medians, and is the same for the same loads', () => {
    const element = loads(21, 380, 120);
    const floor = loads(21, 360, 120);
    const [low, high] = ratioInterval(element, floor);
    const point = median(element) / median(floor);
    assert.ok(low < point && point < high, `${low} < ${point} < ${high}`);
    assert.deepEqual(ratioInterval(element, floor), [low, high]);
  });

  it('narrows as the loads grow in number', () => {
    const width = (count: number) => {
      const [low, high] = ratioInterval(loads(count, 380, 120), loads(count, 360, 120));
      return high - low;
    };
    assert.ok(width(45) < width(9), `${width(45)} < ${width(9)}`);
  });

  it('is a single point for loads that do not spread', () => {
    assert.deepEqual(ratioInterval([110, 110, 110], [100, 100, 100]), [1.1, 1.1]);
  });

  it('reads as text, and as a dash for a floor of nothing (the static floor has no blocking time)', () => {
    assert.equal(interval([110, 110], [100, 100]), '1.10–1.10');
    assert.equal(interval([40, 50], [0, 0]), '–');
  });
});
