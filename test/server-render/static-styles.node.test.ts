// The static styles serialized at build time (src/cart/fragment/render/static-styles.generated.ts) are those of
// the sources: a change to a component's `css` without `npm run styles` fails here (the build regenerates
// the file anyway; tests and the server rendering of the sources read the checked-in one).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

test('the generated static styles are current', () => {
  const run = spawnSync(process.execPath, ['scripts/build-styles.mjs', '--check'], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
});
