// Assertions on nodes that never hand a node to chai: chai cannot safely print a node React rendered
// (its fiber properties are circular), and a failed assertion that tried crashed the test page, losing
// every result of the file. A failure names the node by its markup instead.
import { expect } from '@open-wc/testing';

/** Asserts that `node` is absent. */
export function expectAbsent(node: Element | null | undefined, what: string): void {
  expect(node?.outerHTML ?? null, what).to.equal(null);
}

/** Asserts that `node` is there. */
export function expectPresent(node: Element | null | undefined, what: string): void {
  expect(Boolean(node), `${what} should be there`).to.equal(true);
}
