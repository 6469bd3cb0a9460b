// The layouts the accessibility checks of test/a11y/ run in: a desktop and a phone viewport, each in the new
// and the old design.
import { setViewport } from '@web/test-runner-commands';
import { hangGuard } from './engine.js';

const VIEWPORTS = [
  [1280, 900],
  [390, 844],
] as const;

/**
 * One test per viewport and design: `describe('SUITE at WIDTH px')` with the viewport set for its tests, and
 * in it `it('TEST (new design)')` and `it('TEST (old design)')`, which run `check(newDesign)`.
 */
export function eachViewportAndDesign(
  suite: string,
  test: string,
  check: (newDesign: boolean) => Promise<void>,
) {
  for (const [width, height] of VIEWPORTS) {
    describe(`${suite} at ${width} px`, function () {
      this.timeout(hangGuard(30000));
      before(() => setViewport({ width, height }));
      after(() => setViewport({ width: 800, height: 600 }));
      for (const newDesign of [true, false])
        it(`${test} (${newDesign ? 'new' : 'old'} design)`, () => check(newDesign));
    });
  }
}
