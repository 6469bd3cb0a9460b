/** WebKitWebDriver (under Xvfb when there is no DISPLAY) and a webdriverio session of MiniBrowser. */
export declare function startWebKit(paths: {
  driver: string;
  browser: string;
}): Promise<{ driver: WebdriverIO.Browser; stop: () => Promise<void> }>;
