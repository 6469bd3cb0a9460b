// The closing lines of a browser-suite run: per engine the tests passed, failed and skipped (with the
// engine-specific tests it did not run and their reasons), the test files that failed as a whole, and how
// long the engine took; then one line with the totals. With TEST_FAILURES_FILE set, it also appends each
// failed test (engine, title, first line of the error) to that file, which scripts/test-browser.mjs prints
// again after the last engine, so the tail of a CI log names what failed. With TEST_NOT_IMPORTED_FILE set
// and an engine whose only failures are test files it could not import, it writes those files there, one
// per line, for scripts/test-browser.mjs to run once more.
import { appendFileSync } from 'node:fs';
import { describeRequest, requestsBetween } from './request-log.mjs';

/** @type {Map<object, { start?: number, end?: number }>} */
const times = new Map();
/** @type {Map<string, { start: number, end?: number }>} when each test file's session started and stopped */
const sessionTimes = new Map();

/**
 * Records when a launcher starts its first test file and when it has stopped its last one.
 * @template {import('@web/test-runner').BrowserLauncher} T
 * @param {T} launcher
 * @returns {T}
 */
export function timed(launcher) {
  const time = {};
  times.set(launcher, time);
  const startSession = launcher.startSession.bind(launcher);
  const stopSession = launcher.stopSession.bind(launcher);
  launcher.startSession = (...args) => {
    time.start ??= Date.now();
    sessionTimes.set(args[0], { start: Date.now() });
    return startSession(...args);
  };
  launcher.stopSession = async (...args) => {
    try {
      return await stopSession(...args);
    } finally {
      time.end = Date.now();
      const session = sessionTimes.get(args[0]);
      if (session) session.end = time.end;
    }
  };
  return launcher;
}

/**
 * The requests for a test file's page and modules, from its session's start to its stop.
 * @param {{ id: string }} session
 */
function requestsOf(session) {
  const time = sessionTimes.get(session.id);
  return time ? requestsBetween(time.start, time.end ?? Date.now()) : [];
}

/** @param {string} file */
const relative = (file) => file.replace(`${process.cwd()}/`, '');

/** What the runner page says when the engine rejected the test module's import. */
const NOT_IMPORTED = 'Could not import your test module';

/** @param {string | undefined} message */
const firstLine = (message) => (message ?? '').split('\n')[0]?.slice(0, 300) ?? '';

const duration = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
};

/** @param {import('@web/test-runner').TestSuiteResult | undefined} suite @param {string[]} path */
function* testsOf(suite, path = []) {
  if (!suite) return;
  for (const test of suite.tests ?? []) yield { ...test, title: [...path, test.name].join(' > ') };
  for (const child of suite.suites ?? []) yield* testsOf(child, [...path, child.name]);
}

/**
 * With TEST_TIMINGS_FILE set: one tab-separated line per test file and engine (engine, file, seconds from
 * its page's start to its stop, tests, the sum of its tests' own durations in seconds), to compare engines.
 */
function writeTimings(path, sessions) {
  const lines = sessions.map((session) => {
    const time = sessionTimes.get(session.id);
    const tests = [...testsOf(session.testResults)];
    const testsMs = tests.reduce((sum, test) => sum + (test.duration ?? 0), 0);
    const seconds = time?.end ? ((time.end - time.start) / 1000).toFixed(1) : '';
    return [
      session.browser.name,
      relative(session.testFile),
      seconds,
      tests.length,
      (testsMs / 1000).toFixed(1),
    ].join('\t');
  });
  appendFileSync(path, `${lines.join('\n')}\n`);
}

/** @returns {import('@web/test-runner').Reporter} */
export function engineSummary() {
  /** @type {import('@web/test-runner').BrowserLauncher[]} */
  let browsers = [];
  let startTime = Date.now();
  return {
    start(args) {
      browsers = args.browsers;
      startTime = args.startTime;
    },
    stop({ sessions }) {
      const lines = ['', 'Per engine:'];
      const total = { passed: 0, failed: 0, skipped: 0, files: 0 };
      for (const browser of browsers) {
        const mine = sessions.filter((session) => session.browser === browser);
        const count = { passed: 0, failed: 0, skipped: 0, files: 0 };
        const skipped = [];
        const failed = [];
        /** Test files the engine could not import (no test ran). */
        const notImported = [];
        for (const session of mine) {
          const tests = [...testsOf(session.testResults)];
          for (const test of tests) {
            if (test.skipped) {
              count.skipped += 1;
              skipped.push(test.title);
            } else if (test.passed) count.passed += 1;
            else {
              count.failed += 1;
              failed.push(`${relative(session.testFile)}: ${test.title}: ${firstLine(test.error?.message)}`);
            }
          }
          // A file that failed outside its tests (did not load, an error after the tests, a timeout).
          // The engine does not say which module did not load: what the dev server did for the file's
          // page comes with it (test/plugins/request-log.mjs).
          if (!session.passed && tests.every((test) => test.passed || test.skipped)) {
            count.files += 1;
            const errors = session.errors ?? [];
            if (
              tests.length === 0 &&
              errors.length &&
              errors.every((e) => e.message?.startsWith(NOT_IMPORTED))
            )
              notImported.push(relative(session.testFile));
            failed.push(
              `${relative(session.testFile)}: ${firstLine(session.errors?.[0]?.message ?? 'failed outside its tests')}` +
                requestsOf(session)
                  .map((entry) => `\n      server: ${describeRequest(entry)}`)
                  .join(''),
            );
          }
        }
        const time = times.get(browser);
        const took = time?.start && time.end ? `, ${duration(time.end - time.start)}` : '';
        lines.push(
          `  ${browser.name}: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped` +
            `${count.files ? `, ${count.files} test files failed outside their tests` : ''}` +
            ` (${mine.length} test files${took})`,
        );
        for (const title of skipped) lines.push(`    skipped: ${title}`);
        for (const what of failed) lines.push(`    FAILED: ${what}`);
        if (failed.length && process.env.TEST_FAILURES_FILE)
          appendFileSync(
            process.env.TEST_FAILURES_FILE,
            failed.map((what) => `${browser.name}: ${what}\n`).join(''),
          );
        if (notImported.length && notImported.length === failed.length && process.env.TEST_NOT_IMPORTED_FILE)
          appendFileSync(process.env.TEST_NOT_IMPORTED_FILE, notImported.map((file) => `${file}\n`).join(''));
        for (const key of Object.keys(total)) total[key] += count[key];
      }
      const ok = total.failed === 0 && total.files === 0;
      lines.push(
        `${ok ? 'All engines passed' : 'FAILED'}: ${total.passed} passed, ${total.failed} failed, ` +
          `${total.skipped} skipped${total.files ? `, ${total.files} test files failed outside their tests` : ''}` +
          ` in ${browsers.length} engines, ${duration(Date.now() - startTime)}`,
      );
      console.log(lines.join('\n'));
      if (process.env.TEST_TIMINGS_FILE) writeTimings(process.env.TEST_TIMINGS_FILE, sessions);
    },
  };
}
