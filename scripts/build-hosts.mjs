// Builds the host apps of hosts/ (React, Vue, Svelte, Angular, a CMS page) against the package as a shop
// installs it: `npm pack` of this repository (after `npm run build`) once, then in each host `npm ci` from
// its own lockfile, the tarball installed with `npm install --no-save`, and the host's own build (with its
// type checker) into hosts/<name>/dist/. A host whose sources, lockfile and tarball did not change since its
// last build is skipped (the stamp in its dist/). `node scripts/build-hosts.mjs [name...]` builds only those.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const HOSTS = ['react', 'vue', 'svelte', 'angular', 'cms'];

const root = resolve(import.meta.dirname, '..');
const packDir = join(root, '.cache', 'hosts');
/** The tarball every host installs, at a fixed path. */
export const TARBALL = join(packDir, 'shop-cart-fragment.tgz');
const STAMP = '.build-stamp';
const INSTALL_STAMP = '.hosts-install-stamp';
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.angular', '.svelte-kit']);

const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' });
const quietNpm = ['--no-audit', '--no-fund', '--loglevel=error'];

/** Packs the repository (dist/ must be built) into TARBALL; answers its hash. */
function pack() {
  if (!existsSync(join(root, 'dist', 'shop-cart.js')))
    throw new Error('dist/ is missing: run `npm run build` first');
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  const [{ filename, files }] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', packDir, ...quietNpm], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  if (!files.some((file) => file.path === 'dist/shop-cart.js'))
    throw new Error('the packed package has no dist/shop-cart.js: package.json `files` must name dist/');
  renameSync(join(packDir, filename), TARBALL);
  return createHash('sha256').update(readFileSync(TARBALL)).digest('hex');
}

/** A hash of the host's own files (sources, configs, lockfile), without what installs and builds make. */
function sourceHash(dir) {
  const hash = createHash('sha256');
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (SKIPPED_DIRS.has(entry.name)) continue;
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(relative(dir, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function buildHost(name, tarballHash) {
  const dir = join(root, 'hosts', name);
  const stamp = `${tarballHash} ${sourceHash(dir)}`;
  const stampFile = join(dir, 'dist', STAMP);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log(`== hosts/${name}: unchanged, not built again`);
    return 0;
  }
  const started = performance.now();
  console.log(`== hosts/${name}: install (npm ci and the packed package) and build`);
  // The install is kept while the lockfile and the tarball stay the same (its stamp in node_modules/).
  const installed = `${tarballHash} ${createHash('sha256')
    .update(readFileSync(join(dir, 'package-lock.json')))
    .digest('hex')}`;
  const installStamp = join(dir, 'node_modules', INSTALL_STAMP);
  if (!existsSync(installStamp) || readFileSync(installStamp, 'utf8') !== installed) {
    // `npm install` from the lockfile rather than `npm ci`: vite 8.4.0 names an optional dependency that
    // the registry does not have (napi-windows-process-start-time), which npm ci refuses as missing.
    run('npm', ['install', '--no-save', ...quietNpm], dir);
    run('npm', ['install', '--no-save', ...quietNpm, relative(dir, TARBALL)], dir);
    writeFileSync(installStamp, installed);
  }
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  run('npm', ['run', 'build'], dir);
  writeFileSync(stampFile, stamp);
  const seconds = (performance.now() - started) / 1000;
  console.log(`== hosts/${name}: built in ${seconds.toFixed(1)} s`);
  return seconds;
}

const asked = process.argv.slice(2);
for (const name of asked)
  if (!HOSTS.includes(name)) throw new Error(`no host ${name} (hosts: ${HOSTS.join(', ')})`);
const tarballHash = pack();
const times = (asked.length ? asked : HOSTS).map((name) => [name, buildHost(name, tarballHash)]);
console.log(`== hosts: ${times.map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(', ')}`);
