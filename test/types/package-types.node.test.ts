// TypeScript hosts get the elements' and events' types from the package: the declarations are emitted as
// `npm run build` does (tsc -p tsconfig.types.json, then scripts/prune-types.mjs) into a scratch package
// with this package.json, and a host script (consumer/host.ts) and a React 19 component
// (consumer/react-host.tsx, with the JSX typings scripts/build-framework-types.mjs generates) must compile
// against them through the package's "exports", with module resolution of bundlers and of Node alike.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';

const SCRATCH = '.cache/types-check';
const TSC = 'node_modules/typescript/bin/tsc';

function run(args: string[]) {
  const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('package types', () => {
  before(() => {
    rmSync(SCRATCH, { recursive: true, force: true });
    const emitted = run([TSC, '-p', 'tsconfig.types.json', '--outDir', join(SCRATCH, 'dist/types')]);
    assert.equal(emitted.status, 0, emitted.output);
    const pruned = run(['scripts/prune-types.mjs', join(SCRATCH, 'dist/types')]);
    assert.equal(pruned.status, 0, pruned.output);
    const generated = run([
      'scripts/build-framework-types.mjs',
      'custom-elements.json',
      join(SCRATCH, 'dist/types'),
    ]);
    assert.equal(generated.status, 0, generated.output);
    const { name, type, types, exports } = JSON.parse(readFileSync('package.json', 'utf8')) as Record<
      string,
      unknown
    >;
    writeFileSync(join(SCRATCH, 'package.json'), JSON.stringify({ name, type, types, exports }, null, 2));
    mkdirSync(join(SCRATCH, 'host'), { recursive: true });
    copyFileSync('test/types/consumer/host.ts', join(SCRATCH, 'host/host.ts'));
    copyFileSync('test/types/consumer/react-host.tsx', join(SCRATCH, 'host/react-host.tsx'));
  });

  // Bundlers with every declaration checked (ours included); Node's resolution only for the paths.
  for (const options of [
    { module: 'ESNext', moduleResolution: 'Bundler', skipLibCheck: false },
    { module: 'NodeNext', moduleResolution: 'NodeNext', skipLibCheck: true },
  ]) {
    it(`compiles a host script (${options.moduleResolution} resolution)`, () => {
      const config = join(SCRATCH, `host/tsconfig.${options.moduleResolution}.json`);
      const compilerOptions = {
        ...options,
        strict: true,
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        types: [],
        jsx: 'react-jsx',
        noEmit: true,
      };
      writeFileSync(config, JSON.stringify({ compilerOptions, files: ['host.ts', 'react-host.tsx'] }));
      const checked = run([TSC, '-p', config]);
      assert.equal(checked.status, 0, checked.output);
    });
  }
});
