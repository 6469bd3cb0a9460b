/** Flags that keep headless Chromium quiet on a machine without internet. */
export declare const CHROME_ARGS: string[];
/** The Chromium to use: CHROME_PATH, else the first one on the PATH. */
export declare function findBrowser(): string | undefined;
