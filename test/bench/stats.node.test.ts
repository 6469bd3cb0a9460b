// The bench's precision figure (bench/stats.ts): the interval of a ratio of medians over bootstrap
// resamples of the loads, printed beside each of issue 19's targets.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { interval, median, ratioInterval, steppedMedian, wholeMilliseconds } from '../../bench/stats.js';

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

describe('steppedMedian and wholeMilliseconds (the warm mount on a clock of whole milliseconds)', () => {
  it('interpolates within the millisecond where a median jumps a step', () => {
    // Times of 7.35 ms read as 7 (65 %) or 8 (35 %): the median as read is 7, the interpolated one near.
    const ticks = [7, 8, 7, 7, 8, 7, 7, 8, 7, 8, 7, 7, 8, 7, 7, 8, 7, 7, 8, 7];
    assert.equal(median(ticks), 7);
    assert.ok(Math.abs(steppedMedian(ticks) - 7.35) < 0.1, String(steppedMedian(ticks)));
    // Half and half: the boundary between the two readings.
    assert.equal(steppedMedian([7, 8, 7, 8]), 7.5);
    // All on one reading: its middle.
    assert.equal(steppedMedian([11, 11, 11]), 11);
    assert.ok(Number.isNaN(steppedMedian([])));
    // Two middle readings a step apart: no reading at the median, which stays as it is.
    assert.equal(steppedMedian([7, 9]), 8);
  });

  it('leaves outliers out as a median does', () => {
    assert.equal(steppedMedian([7, 7, 7, 8, 40]), steppedMedian([7, 7, 7, 8, 9]));
  });

  it('tells a whole-millisecond clock from a precise one, despite the rounding of a difference', () => {
    assert.equal(wholeMilliseconds([11, 12.000000000000057, 7]), true);
    assert.equal(wholeMilliseconds([11, 12.04, 7]), false);
    assert.equal(wholeMilliseconds([]), false);
  });

  it('gives the interval of the chosen estimate', () => {
    assert.deepEqual(ratioInterval([11, 11, 11], [7, 7, 7], 0.8, 200, steppedMedian), [11 / 7, 11 / 7]);
    assert.equal(interval([11, 11], [7, 8], steppedMedian), '1.38–1.57');
  });
});
