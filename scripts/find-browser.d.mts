/** The engines the browser suite can run in. */
export declare const ENGINES: string[];
/** The engines `npm test` runs when none is chosen. */
export declare const DEFAULT_ENGINES: string[];
/** The Debian packages of each engine. */
export declare const ENGINE_PACKAGES: Record<string, string[]>;
/** Flags that keep headless Chromium quiet on a machine without internet. */
export declare const CHROME_ARGS: string[];
/** Firefox preferences for the same quiet. */
export declare const FIREFOX_PREFS: Record<string, boolean | number | string>;
/** The Chromium to use: CHROME_PATH, else the first one on the PATH. */
export declare function findBrowser(): string | undefined;
/** The Firefox to use: FIREFOX_PATH, else firefox-esr or firefox on the PATH. */
export declare function findFirefox(): string | undefined;
/** WebKitWebDriver and the MiniBrowser it drives. */
export declare function findWebKit(): { driver: string; browser: string } | undefined;
/** Xvfb, for WebKit when there is no DISPLAY. */
export declare function findXvfb(): string | undefined;
/** The Debian packages an engine lacks on this machine. */
export declare function missingPackages(engine: string): string[];
/** The engines chosen with --engine in argv or the TEST_ENGINE list; DEFAULT_ENGINES otherwise. */
export declare function selectedEngines(argv?: string[], env?: string): string[];
