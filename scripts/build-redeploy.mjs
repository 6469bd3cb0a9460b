// A second deploy of <shop-cart> for the redeploy tests (README "Deploying"): the same sources built again
// into dist-redeploy/, with every chunk's content, and so its hash, different from dist/. The test server
// swaps dist/ for it under a live page (test/plugins/chunk-blocker.mjs, command 'deploy'): the page's
// entry still names its chunks, which the new deploy no longer has. Built when missing or older than
// dist/shop-cart.js (scripts/ensure-build.mjs runs this after the build).
import { rollup } from 'rollup';
import { rmSync } from 'node:fs';
import configs from '../rollup.config.mjs';

export const REDEPLOY_DIR = 'dist-redeploy';

const config = configs.find((entry) => entry.input && 'shop-cart' in entry.input);
if (!config) throw new Error('rollup.config.mjs has no shop-cart build');

/** Marks every chunk as the next deploy's after minification, so that each content hash changes. */
const nextDeploy = {
  name: 'next-deploy',
  renderChunk: (code) => ({ code: `${code}\n/* next deploy */\n`, map: null }),
};

rmSync(REDEPLOY_DIR, { recursive: true, force: true });
const bundle = await rollup({ ...config, plugins: [...config.plugins, nextDeploy] });
await bundle.write({ ...config.output, dir: REDEPLOY_DIR, sourcemap: false });
await bundle.close();
console.log(`built the next deploy of shop-cart into ${REDEPLOY_DIR}/`);
