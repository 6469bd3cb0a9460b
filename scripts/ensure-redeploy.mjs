// The second deploy of <shop-cart> for the redeploy tests (scripts/build-redeploy.mjs → dist-redeploy/): built
// when missing or older than dist/shop-cart.js. Run by scripts/ensure-build.mjs (npm run test:browser) and
// by the test server's start (test/plugins/chunk-blocker.mjs), so that `npx web-test-runner FILES`, which
// builds nothing, never serves a missing or stale second deploy (every file of it a 404: the tests that
// reload into the new deploy time out).
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export const REDEPLOY_ENTRY = 'dist-redeploy/shop-cart.js';

/** Builds dist-redeploy/ when dist/ has a newer build of <shop-cart> (nothing when dist/ is missing). */
export function ensureRedeploy() {
  const current = 'dist/shop-cart.js';
  if (!existsSync(current)) return;
  if (existsSync(REDEPLOY_ENTRY) && statSync(REDEPLOY_ENTRY).mtimeMs >= statSync(current).mtimeMs) return;
  console.log('dist-redeploy/ is missing or older than dist/: building the second deploy ...');
  execFileSync(process.execPath, ['scripts/build-redeploy.mjs'], { stdio: 'inherit' });
}
