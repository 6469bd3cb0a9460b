// readable-failures.ts: a failed assertion about a DOM node carries the node's markup, not the node (the
// runner's diff of a rendered element hung the test file until its limit).
import { expect } from '@open-wc/testing';
import { $, mountShopCart, removeMounted, waitForTiles } from './cart-fixture.js';
import { resetCart } from './reference-api.js';

/** The error a failing `check` throws. */
function failureOf(check: () => void): Error & { actual?: unknown; expected?: unknown } {
  try {
    check();
  } catch (error) {
    return error as Error;
  }
  throw new Error('the assertion did not fail');
}

describe('test failures about DOM nodes', () => {
  afterEach(removeMounted);

  it("carry a rendered tile's markup, cut at 300 characters, and chai's message", async () => {
    await resetCart({ seed: 'default' });
    const element = mountShopCart({ data: { props: {} } });
    await waitForTiles(element);
    const tile = $(element, '[part="item"]')!;
    const failure = failureOf(() => expect(tile).to.equal(null));
    expect(typeof failure.actual).to.equal('string');
    expect(failure.actual).to.equal(`${tile.outerHTML.slice(0, 300)}…`);
    expect(failure.expected).to.equal(null);
    expect(failure.message).to.match(/^expected <li part="item"/);
  });

  it('leave other values as they are', () => {
    const failure = failureOf(() => expect({ a: 1 }).to.deep.equal({ a: 2 }));
    expect(failure.actual).to.deep.equal({ a: 1 });
    expect(failure.expected).to.deep.equal({ a: 2 });
    const text = document.createTextNode('short');
    expect(failureOf(() => expect(text).to.equal(null)).actual).to.equal('#text short');
  });
});
