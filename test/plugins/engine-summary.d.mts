import type { BrowserLauncher, Reporter } from '@web/test-runner';
/** Records when a launcher starts its first test file and when it has stopped its last one. */
export declare function timed<T extends BrowserLauncher>(launcher: T): T;
/** The closing lines of a browser-suite run, and the failures and unimported files for test-browser.mjs. */
export declare function engineSummary(): Reporter;
