// Starts WebKit for the tests and the benchmark: WebKitWebDriver on a free port, under Xvfb when there is no
// DISPLAY, and a webdriverio session of WebKitGTK's MiniBrowser in automation mode.
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { remote } from 'webdriverio';
import { findXvfb } from './find-browser.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts Xvfb on a free display; resolves with the display name and the process. */
function startXvfb() {
  const xvfb = findXvfb();
  if (!xvfb) throw new Error('WebKit needs a display: install xvfb (Debian: `apt-get install xvfb xauth`).');
  return new Promise((resolve, reject) => {
    const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb stopped (exit code ${code})`)));
    let out = '';
    child.stdio[3].on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('\n')) resolve({ display: `:${out.trim()}`, child });
    });
  });
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Resolves once WebKitWebDriver listens on the port. */
async function waitForDriver(port, child) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver stopped (exit code ${child.exitCode})`);
    if (await listening(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not start listening');
}

/**
 * @param {{ driver: string, browser: string }} paths from findWebKit()
 * @returns {Promise<{ driver: WebdriverIO.Browser, stop: () => Promise<void> }>}
 */
export async function startWebKit(paths) {
  // The locale the other engines report (navigator.language 'en-US'), not the POSIX 'C'.
  const env = { ...process.env, LANGUAGE: process.env.LANGUAGE ?? 'en_US' };
  const xvfb = env.DISPLAY ? undefined : await startXvfb();
  if (xvfb) env.DISPLAY = xvfb.display;
  const port = await freePort();
  const child = spawn(paths.driver, [`--port=${port}`], { env, stdio: 'ignore' });
  const stopProcesses = () => {
    child.kill();
    xvfb?.child.kill();
  };
  // Also when the runner is stopped from outside (Ctrl+C, a CI timeout): no driver or display left behind.
  process.once('exit', stopProcesses);
  try {
    await waitForDriver(port, child);
    const driver = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      capabilities: {
        // Classic WebDriver: WebKitWebDriver has no BiDi, and webdriverio asks for it by default.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: paths.browser, args: ['--automation'] },
      },
    });
    return {
      driver,
      async stop() {
        try {
          await driver.deleteSession();
        } catch {
          // The browser may be gone already.
        }
        stopProcesses();
      },
    };
  } catch (error) {
    stopProcesses();
    throw error;
  }
}
