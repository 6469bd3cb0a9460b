// The end-to-end tests load the production bundles from dist/: build them when they are missing or older
// than the sources (CI builds before testing, so there this does nothing).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureRedeploy } from './ensure-redeploy.mjs';

const OUTPUTS = [
  'dist/shop-cart.js',
  'dist/shop-cart-after-paint.js',
  'dist/shop-wishlist-counter.js',
  'dist/shop-cart-counter.js',
  'dist/shop-tracking.js',
  'dist/shared-react/shop-cart.js',
  'dist/types/react.d.ts',
  'dist/types/elements/types.d.ts',
  'demo/build/react-host.js',
];
const SOURCES = ['src', 'elements', 'demo/react-host', 'rollup.config.mjs', 'package-lock.json'];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = OUTPUTS.every(existsSync) ? Math.min(...OUTPUTS.map((file) => statSync(file).mtimeMs)) : 0;
if (built < Math.max(...SOURCES.filter(existsSync).map(newest))) {
  console.log('dist/ is missing or older than the sources: building it for the end-to-end tests ...');
  execSync('npm run build --silent', { stdio: 'inherit' });
}

// The redeploy tests swap dist/ for a second build of <shop-cart> with other hashes (build-redeploy.mjs).
ensureRedeploy();
