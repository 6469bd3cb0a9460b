// Part of what test files import as '@open-wc/testing' (testing.ts imports it). A failed assertion
// whose actual or expected value is a DOM node, such as `expect(tile).to.equal(null)`, hung its test
// file until the runner's limit, with no message: the runner's diff of the two values walks every
// property of the node, and React's fiber graph hangs off each element it renders. The node is replaced
// by its markup (the first 300 characters) before the error leaves the assertion; the message chai
// wrote is kept as it is.
import { chai } from '@open-wc/testing';

const MARKUP_SHOWN = 300;

function described(value: unknown): unknown {
  if (!(value instanceof Node)) return value;
  const markup = value instanceof Element ? value.outerHTML : `${value.nodeName} ${value.textContent ?? ''}`;
  return markup.length > MARKUP_SHOWN ? `${markup.slice(0, MARKUP_SHOWN)}…` : markup;
}

chai.use(({ Assertion }) => {
  const assert = Assertion.prototype.assert;
  Assertion.prototype.assert = function (this: Chai.AssertionStatic, ...args: Parameters<typeof assert>) {
    try {
      assert.apply(this, args);
    } catch (error) {
      if (error instanceof Error && ('actual' in error || 'expected' in error)) {
        const failure = error as Error & { actual?: unknown; expected?: unknown };
        failure.actual = described(failure.actual);
        failure.expected = described(failure.expected);
      }
      throw error;
    }
  };
});
