// WebKit for the browser suite: WebKitGTK's MiniBrowser (Safari's engine) driven through WebKitWebDriver
// with webdriverio, under a virtual display (Xvfb) when there is none (scripts/webkit-driver.mjs). One window runs the test files one
// after another, as the Chromium launcher's reused page does.
//
// The launcher presents itself as a 'puppeteer' launcher whose pages offer the few page methods the
// commands of @web/test-runner-commands call (setViewport; keyboard.type/press/down/up): the commands
// package refuses to set the viewport of a 'webdriver' launcher, and its WebDriver keys press every
// character of a text down before releasing any (a doubled letter is lost). The second page of the cross-tab
// tests is a second window (test/plugins/second-page.mjs calls `secondPage`).
import { startWebKit } from '../../scripts/webkit-driver.mjs';

/** The viewport every test file starts with, as the Chromium launcher sets it. */
const DEFAULT_VIEWPORT = { width: 800, height: 600 };
/** How often a resize sets the window's size, and asks the page for its viewport after each (100 ms apart). */
const RESIZE_ATTEMPTS = 3;
const RESIZE_CHECKS = 20;
/** WebDriver's codes for the key names the tests press (puppeteer's names). */
const KEYS = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: ' ',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
  Meta: '\uE03D',
};
const keyOf = (name) => KEYS[name] ?? name;
/** Whether a driver command failed because the browser (and with it the WebDriver session) is gone. */
const isLostSession = (error) => /invalid session id|ECONNREFUSED|session deleted/i.test(String(error));

export class WebKitLauncher {
  /** @param {{ driver: string, browser: string }} paths */
  constructor(paths) {
    this.paths = paths;
    this.name = 'WebKit';
    this.type = 'puppeteer';
    /** @type {Map<string, string>} */
    this.sessions = new Map();
    /** @type {Promise<unknown>} one driver command sequence at a time (the second page switches windows) */
    this.queue = Promise.resolve();
    this.viewport = undefined;
  }

  /** Runs `work` after every earlier driver sequence, so window switches never interleave. */
  serial(work) {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  async initialize() {}

  async start() {
    this.webkit = await startWebKit(this.paths);
    this.driver = this.webkit.driver;
    this.name = `WebKit ${this.driver.capabilities.browserVersion ?? ''}`.trim();
    this.mainWindow = await this.driver.getWindowHandle();
    // Not through `serial`: a restart runs inside a serial sequence.
    await this.resize(DEFAULT_VIEWPORT);
  }

  getOrStart() {
    this.starting ??= this.start();
    return this.starting;
  }

  async stop() {
    await this.webkit?.stop();
  }

  async startSession(sessionId, url) {
    await this.getOrStart();
    this.sessions.set(sessionId, url);
    const open = async () => {
      if (
        this.viewport?.width !== DEFAULT_VIEWPORT.width ||
        this.viewport?.height !== DEFAULT_VIEWPORT.height
      )
        await this.resize(DEFAULT_VIEWPORT);
      await this.driver.navigateTo(url);
    };
    await this.serial(async () => {
      try {
        await open();
      } catch (error) {
        // The browser went away during an earlier file (the file that lost it has failed already): this
        // file gets a new one rather than failing with it.
        if (!isLostSession(error)) throw error;
        await this.restart();
        await open();
      }
    });
  }

  /** A new browser in place of one that is gone. */
  async restart() {
    console.warn(`${this.name}: the browser's session was lost; starting a new browser`);
    await this.webkit?.stop();
    this.secondWindow = undefined;
    this.viewport = undefined;
    this.starting = this.start();
    await this.starting;
  }

  isActive(sessionId) {
    return this.sessions.has(sessionId);
  }

  getBrowserUrl(sessionId) {
    return this.sessions.get(sessionId);
  }

  async stopSession(sessionId) {
    try {
      await this.serial(async () => {
        await this.closeSecondWindow();
        // An empty page stops whatever the test page still runs.
        await this.driver.navigateTo('about:blank');
      });
    } catch (error) {
      // A browser that is gone is replaced when the next file starts.
      if (!isLostSession(error)) throw error;
    } finally {
      this.sessions.delete(sessionId);
    }
    return {};
  }

  async startDebugSession() {
    throw new Error('Debugging is not supported in WebKit: run the test in Chromium with --manual.');
  }

  /** Sizes the window so that the page's viewport is `width` × `height` CSS pixels. */
  async resize({ width, height }) {
    const viewport = () => this.driver.execute(() => [window.innerWidth, window.innerHeight]);
    // MiniBrowser's window is never narrower than its toolbar (about 450 CSS pixels): a phone viewport
    // (390) gets that width, in the same band of the cart's breakpoints (sm: 374 to 575, BREAKPOINTS).
    const fits = ([w, h]) => (w === width || (w > width && width >= 374 && w < 576)) && h === height;
    let actual = await viewport();
    // The window manager may apply a new size after the command returned, or miss it (seen under heavy
    // load: the page kept the phone viewport): the page is asked again, and the size set again, a while.
    for (let attempt = 0; attempt < RESIZE_ATTEMPTS && !fits(actual); attempt += 1) {
      const rect = await this.driver.getWindowRect();
      await this.driver.setWindowRect(
        null,
        null,
        width + rect.width - actual[0],
        height + rect.height - actual[1],
      );
      actual = await viewport();
      for (let check = 0; check < RESIZE_CHECKS && !fits(actual); check += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        actual = await viewport();
      }
    }
    this.viewport = { width: actual[0], height: actual[1] };
    if (!fits(actual))
      throw new Error(
        `WebKit's window cannot show a ${width}×${height} viewport (it shows ${actual[0]}×${actual[1]})`,
      );
  }

  setViewport(size) {
    return this.serial(() => this.resize(size));
  }

  /** Key actions on the focused element of the current window, one key down and up after another. */
  keys(names) {
    const actions = names.flatMap((name) => [
      { type: 'keyDown', value: keyOf(name) },
      { type: 'keyUp', value: keyOf(name) },
    ]);
    return this.serial(() => this.driver.performActions([{ type: 'key', id: 'keyboard', actions }]));
  }

  /** What the commands of @web/test-runner-commands call on a 'puppeteer' launcher's page. */
  getPage(sessionId) {
    if (!this.sessions.has(sessionId)) throw new Error(`Could not find a page for session ${sessionId}`);
    return {
      setViewport: (size) => this.setViewport(size),
      keyboard: {
        type: (text) => this.keys([...text]),
        press: (name) => this.keys([name]),
        down: (name) =>
          this.serial(() =>
            this.driver.performActions([
              { type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: keyOf(name) }] },
            ]),
          ),
        up: (name) =>
          this.serial(() =>
            this.driver.performActions([
              { type: 'key', id: 'keyboard', actions: [{ type: 'keyUp', value: keyOf(name) }] },
            ]),
          ),
      },
      url: () => this.sessions.get(sessionId),
    };
  }

  /** The second page of the cross-tab tests: a second window of the same browser (same storage). */
  get secondPage() {
    return {
      open: (url) =>
        this.serial(async () => {
          await this.closeSecondWindow();
          const { handle } = await this.driver.createWindow('tab');
          this.secondWindow = handle;
          await this.driver.switchToWindow(handle);
          try {
            await this.driver.navigateTo(url);
          } finally {
            await this.driver.switchToWindow(this.mainWindow);
          }
        }),
      evaluate: (expression) =>
        this.serial(async () => {
          if (!this.secondWindow) throw new Error('no second page open');
          await this.driver.switchToWindow(this.secondWindow);
          try {
            return await this.driver.execute(`return (${expression});`);
          } finally {
            await this.driver.switchToWindow(this.mainWindow);
          }
        }),
      close: () => this.serial(() => this.closeSecondWindow()),
    };
  }

  async closeSecondWindow() {
    if (!this.secondWindow) return;
    await this.driver.switchToWindow(this.secondWindow);
    await this.driver.closeWindow();
    this.secondWindow = undefined;
    await this.driver.switchToWindow(this.mainWindow);
  }
}
