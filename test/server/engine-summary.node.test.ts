// The closing summary's list of test files an engine could not import (test/plugins/engine-summary.mjs),
// which scripts/test-browser.mjs runs once more: written only when those are the engine's only failures.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { engineSummary } from '../plugins/engine-summary.mjs';

const NOT_IMPORTED =
  'Could not import your test module. Check the browser logs or open the browser in debug mode for more information.';
const browser = { name: 'Firefox' };
const file = (name: string) => `${process.cwd()}/test/${name}.test.ts`;
const notImported = (name: string) => ({
  id: name,
  browser,
  testFile: file(name),
  passed: false,
  errors: [{ message: NOT_IMPORTED }],
  testResults: { name: '', tests: [], suites: [] },
});
const passing = (name: string) => ({
  id: name,
  browser,
  testFile: file(name),
  passed: true,
  errors: [],
  testResults: { name: '', tests: [{ name: 'works', passed: true, skipped: false }], suites: [] },
});
const failing = (name: string) => ({
  id: name,
  browser,
  testFile: file(name),
  passed: false,
  errors: [],
  testResults: {
    name: '',
    tests: [{ name: 'breaks', passed: false, skipped: false, error: { message: 'expected 1 to equal 2' } }],
    suites: [],
  },
});
const failedOutside = (name: string) => ({
  ...notImported(name),
  errors: [{ message: 'Browser tests did not finish within 300000ms' }],
});

const dir = mkdtempSync(join(tmpdir(), 'engine-summary-'));
const listFile = join(dir, 'not-imported.txt');
const failuresFile = join(dir, 'failed.txt');

/** Runs the summary's closing step over `sessions`, as web-test-runner does at the end of a run. */
function close(sessions: object[]) {
  const summary = engineSummary();
  const log = console.log;
  console.log = () => {};
  try {
    summary.start?.({ browsers: [browser], startTime: Date.now() } as never);
    summary.stop?.({ sessions } as never);
  } finally {
    console.log = log;
  }
  return existsSync(listFile) ? readFileSync(listFile, 'utf8').split('\n').filter(Boolean) : [];
}

describe('the list of test files an engine could not import', () => {
  beforeEach(() => {
    rmSync(listFile, { force: true });
    rmSync(failuresFile, { force: true });
    process.env.TEST_NOT_IMPORTED_FILE = listFile;
    process.env.TEST_FAILURES_FILE = failuresFile;
  });
  after(() => {
    delete process.env.TEST_NOT_IMPORTED_FILE;
    delete process.env.TEST_FAILURES_FILE;
    rmSync(dir, { recursive: true, force: true });
  });

  it("names them when they are the engine's only failures", () => {
    const list = close([passing('a'), notImported('b'), notImported('c')]);
    assert.deepEqual(list, ['test/b.test.ts', 'test/c.test.ts']);
    assert.match(readFileSync(failuresFile, 'utf8'), /Firefox: test\/b\.test\.ts: Could not import/);
  });

  it('names none when a test failed too: a failed test is never run again', () => {
    assert.deepEqual(close([notImported('b'), failing('d')]), []);
  });

  it('names none when a file failed outside its tests for another reason', () => {
    assert.deepEqual(close([notImported('b'), failedOutside('e')]), []);
  });

  it('names none when every file passed', () => {
    assert.deepEqual(close([passing('a')]), []);
  });
});
