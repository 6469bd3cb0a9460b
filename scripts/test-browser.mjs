// `npm run test:browser`: the browser suite in the default engines (DEFAULT_ENGINES of find-browser.mjs:
// Chromium, Firefox and WebKit, one after the other), or in those chosen with `--engine NAME` (repeatable or
// a comma list: chromium, firefox, webkit) or TEST_ENGINE. Each engine runs its files of ENGINE_FILES (the
// whole suite in every engine), printed before it starts; `--smoke` or TEST_SMOKE=1 runs the smoke set
// (SMOKE_SET) instead, for a quick look while working (`--all` and TEST_FULL=1, the whole suite, are the
// default now and still accepted). The other arguments go to web-test-runner (test files, which then
// replace the engine's set, --watch ...). Builds dist/ first when it is stale.
//
// An engine whose only failures are test files it could not import (the runner page's import() of a
// module the dev server sent whole was rejected: seen in Firefox, one to three files in a row, twice in
// the whole-suite runs on record) runs those files once more, alone, and passes when they pass; the end
// of the log names them. A test that fails is never run again.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINE_FILES, SMOKE_SET, WHOLE_SUITE, selectedEngines } from './find-browser.mjs';

const argv = process.argv.slice(2);
const engines = selectedEngines(argv);
const all = argv.includes('--all') || process.env.TEST_FULL === '1';
const smoke = !all && (argv.includes('--smoke') || process.env.TEST_SMOKE === '1');
const rest = argv.filter(
  (arg, index) =>
    arg !== '--all' &&
    arg !== '--smoke' &&
    !/^--engines?(=|$)/.test(arg) &&
    !/^--engines?$/.test(argv[index - 1] ?? ''),
);
/** Whether files were named on the command line (they replace each engine's set). */
const namedFiles = rest.some((arg) => !arg.startsWith('-')) || rest.includes('--files');

await import('./ensure-build.mjs');
const runner = join('node_modules', '@web', 'test-runner', 'dist', 'bin.js');
const results = [];
/** Files an engine could not import at first and passed when run again: engine and files. */
const reran = [];
// Each engine's failed tests, written by test/plugins/engine-summary.mjs and printed again at the end.
const failuresDir = mkdtempSync(join(tmpdir(), 'shop-cart-failures-'));
const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
/** Runs web-test-runner in one engine: its status, its failures, the files it could not import. */
function runEngine(engine, args, name) {
  const failures = join(failuresDir, `${name}.failed.txt`);
  const notImported = join(failuresDir, `${name}.not-imported.txt`);
  const run = spawnSync(process.execPath, [runner, ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_ENGINE: engine,
      TEST_FAILURES_FILE: failures,
      TEST_NOT_IMPORTED_FILE: notImported,
    },
  });
  if (run.error) throw run.error;
  return {
    status: run.status ?? 1,
    failures: read(failures),
    notImported: read(notImported).split('\n').filter(Boolean),
  };
}
let failures = '';
for (const engine of engines) {
  const files = namedFiles ? [] : all ? WHOLE_SUITE : smoke ? SMOKE_SET : ENGINE_FILES[engine];
  const what = namedFiles ? 'the files named' : files === SMOKE_SET ? 'smoke set' : 'whole suite';
  console.log(`\n=== ${engine}: ${what}${namedFiles ? '' : `: ${files.join(' ')}`}\n`);
  const started = Date.now();
  let run = runEngine(engine, [...files, ...rest], engine);
  if (run.status !== 0 && run.notImported.length && !rest.includes('--watch')) {
    console.log(`\n=== ${engine}: once more, the files it could not import: ${run.notImported.join(' ')}\n`);
    const options = rest.filter((arg) => arg.startsWith('-') && arg !== '--files');
    const again = runEngine(engine, [...run.notImported, ...options], `${engine}-again`);
    if (again.status === 0) reran.push({ engine, files: run.notImported });
    run = again.status === 0 ? again : { ...again, failures: run.failures + again.failures };
  }
  failures += run.failures;
  results.push({ engine, what, status: run.status, seconds: Math.round((Date.now() - started) / 1000) });
}
console.log('');
for (const { engine, what, status, seconds } of results)
  console.log(`${engine} (${what}): ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
for (const { engine, files } of reran)
  console.log(`${engine}: could not import ${files.join(', ')} at first; passed when run again`);
rmSync(failuresDir, { recursive: true, force: true });
if (failures) console.log(`\nFailed:\n${failures.trimEnd()}`);
process.exit(results.some(({ status }) => status !== 0) ? 1 : 0);
