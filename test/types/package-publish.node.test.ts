// The package as a team installs it (npm pack, after `npm run build`): publishable, every entry shipped
// with its types, the shared-react entry's bare imports declared as peers, element definitions kept by
// bundlers that tree-shake, and the changelog in the tarball.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';

interface PackageJson {
  name: string;
  version: string;
  private?: boolean;
  files: string[];
  sideEffects: string[];
  exports: Record<string, string | { types?: string; default?: string }>;
  peerDependencies: Record<string, string>;
  engines?: { node?: string };
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson;
const relative = (path: string) => path.replace(/^\.\//, '');

describe('the package to install', () => {
  let packed: Set<string>;

  before(() => {
    const result = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      encoding: 'utf8',
    });
    assert.equal(result.status, 0, result.stderr);
    const [tarball] = JSON.parse(result.stdout) as { files: { path: string }[] }[];
    packed = new Set(tarball?.files.map((file) => file.path));
  });

  it('can be published: not private, a version, engines', () => {
    assert.notEqual(pkg.private, true, 'package.json must not be private');
    assert.match(pkg.version, /^\d+\.\d+\.\d+(-[\w.]+)?$/);
    assert.ok(pkg.engines?.node, 'engines.node names the Node versions of the server entry');
  });

  it('ships every entry of "exports" with its types', () => {
    for (const [entry, target] of Object.entries(pkg.exports)) {
      if (typeof target === 'string') {
        assert.ok(packed.has(relative(target)), `${entry}: ${target} is in the tarball`);
        continue;
      }
      assert.ok(target.types, `${entry} names its types`);
      assert.ok(packed.has(relative(target.types)), `${entry}: ${target.types} is in the tarball`);
      if (target.default)
        assert.ok(packed.has(relative(target.default)), `${entry}: ${target.default} is in the tarball`);
    }
  });

  it('keeps every entry that acts on import as a side effect, so that a bundler never drops one', () => {
    // The two library entries export functions (tracking, the server render) and do nothing on import.
    const libraries = ['./dist/shop-tracking.js', './dist/shop-cart-server.js'];
    for (const library of libraries) assert.doesNotMatch(readFileSync(library, 'utf8'), /customElements/);
    const entries = Object.values(pkg.exports)
      .map((target) => (typeof target === 'string' ? target : target.default))
      .filter((path): path is string => path?.endsWith('.js') === true && !libraries.includes(path));
    assert.ok(entries.length >= 7, 'the element entries and the after-paint loader');
    for (const entry of entries) {
      const kept = pkg.sideEffects.some((pattern) =>
        new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`).test(entry),
      );
      assert.ok(kept, `${entry} is listed in "sideEffects"`);
    }
  });

  it("declares the shared-react entry's bare imports as peer dependencies", () => {
    const code = readFileSync('dist/shared-react/shop-cart.js', 'utf8');
    const bare = new Set(
      [...code.matchAll(/(?:from|import)\s*["']([^./"'][^"']*)["']/g)].map(
        ([, specifier]) => specifier!.split('/')[0]!,
      ),
    );
    assert.deepEqual([...bare].sort(), ['jotai', 'react', 'react-dom']);
    for (const name of bare) assert.ok(pkg.peerDependencies[name], `${name} is a peer dependency`);
  });

  it('carries its changelog and manifest', () => {
    for (const file of ['CHANGELOG.md', 'custom-elements.json', 'README.md'])
      assert.ok(packed.has(file), file);
  });
});
