// The test bundles' '@open-wc/testing' is test/helpers/testing.ts (web-test-runner.config.mjs): its
// waitUntil waits 3 s by default, scaled per engine, instead of the library's 1 s; mocha's 20 s time-out is
// scaled by the same factor.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { ENGINE_SLOWNESS } from '../helpers/testing.js';

describe("the tests' waitUntil", () => {
  it('waits longer than the library’s 1 s by default, and fails with its message after the limit', async () => {
    const start = performance.now();
    await waitUntil(() => performance.now() - start > 1200, 'later than 1 s');
    let failure: unknown;
    const limit = 50;
    await waitUntil(() => false, 'never', { timeout: limit }).catch((error: unknown) => (failure = error));
    expect(String(failure)).to.contain('never');
    expect(performance.now() - start).to.be.at.least(1200 + limit * ENGINE_SLOWNESS);
  });

  it('runs under mocha’s time-out scaled by the same factor (the runner page of the config)', function () {
    expect(this.timeout()).to.equal(20000 * ENGINE_SLOWNESS);
  });

  it('leaves the rest of the library as it is', async () => {
    const element = await fixture(html`<p>text</p>`);
    expect(element.textContent).to.equal('text');
  });
});
