// Makes sure the browsers exist before tests or benchmarks run: Chromium, Firefox and WebKit (WebKitGTK's
// WebKitWebDriver and MiniBrowser, with Xvfb when there is no DISPLAY). Only the engines chosen with
// `--engine NAME` or TEST_ENGINE are checked (all three by default). On a Debian machine where apt-get can
// be used (root) it installs the missing packages; elsewhere it names them and fails.
import { execSync } from 'node:child_process';
import { missingPackages, selectedEngines } from './find-browser.mjs';

const engines = selectedEngines();
const missing = () => [...new Set(engines.flatMap(missingPackages))];

let packages = missing();
if (packages.length === 0) process.exit(0);

const canApt = (() => {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return typeof process.getuid === 'function' && process.getuid() === 0;
  } catch {
    return false;
  }
})();

if (canApt) {
  console.log(`Browsers missing: installing the Debian packages ${packages.join(' ')} with apt-get ...`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
    { stdio: 'inherit', shell: '/bin/bash' },
  );
  packages = missing();
  if (packages.length === 0) process.exit(0);
}
console.error(
  `The browser tests need the Debian packages ${packages.join(' ')} (engines: ${engines.join(', ')}). ` +
    `Install them (\`sudo apt-get install ${packages.join(' ')}\`), or point CHROME_PATH, FIREFOX_PATH, ` +
    'WEBKIT_WEBDRIVER_PATH and MINIBROWSER_PATH at the executables, or choose the engines present with ' +
    'TEST_ENGINE (for example TEST_ENGINE=chromium); then run the command again.',
);
process.exit(1);
