// `npm run test:browser`: the browser suite in the default engines (DEFAULT_ENGINES of find-browser.mjs, one
// after the other), or in those chosen with `--engine NAME` (repeatable or a comma list: chromium, firefox,
// webkit) or TEST_ENGINE. The other
// arguments go to web-test-runner (test files, --watch ...). Builds dist/ first when it is stale.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { selectedEngines } from './find-browser.mjs';

const argv = process.argv.slice(2);
const engines = selectedEngines(argv);
const rest = argv.filter(
  (arg, index) => !/^--engines?(=|$)/.test(arg) && !/^--engines?$/.test(argv[index - 1] ?? ''),
);

await import('./ensure-build.mjs');
const runner = join('node_modules', '@web', 'test-runner', 'dist', 'bin.js');
const run = spawnSync(process.execPath, [runner, ...rest], {
  stdio: 'inherit',
  env: { ...process.env, TEST_ENGINE: engines.join(',') },
});
if (run.error) throw run.error;
process.exit(run.status ?? 1);
