// Makes sure a Chromium exists before tests or benchmarks run. On a fresh Debian machine where apt-get can
// be used it installs Debian's `chromium`; elsewhere it says what to do and fails.
import { execSync } from 'node:child_process';
import { findBrowser } from './find-browser.mjs';

if (findBrowser()) process.exit(0);

const canApt = (() => {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return typeof process.getuid === 'function' && process.getuid() === 0;
  } catch {
    return false;
  }
})();

if (canApt) {
  console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get ...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
  if (findBrowser()) process.exit(0);
}
console.error(
  'No Chromium found. Install one (Debian: `sudo apt-get install chromium`) or point CHROME_PATH at a ' +
    'Chromium or Chrome executable, then run the command again.',
);
process.exit(1);
