// The test files as one esbuild build with shared chunks: every test file of the suite is an entry, and
// what they share (React, the cart, axe, the helpers) is split into chunks under /test-chunks/. One build
// of all entries costs about what one test file's standalone bundle cost (each held React, the whole cart
// and its inline source map: about 14 MB, parsed anew by the browser for every file), and the browser
// parses a shared chunk from its cache on later pages. Lazy imports of the sources become real chunks, as
// in the production bundle. Source maps are linked files beside each output, for the runner's stack traces.
import { readdirSync } from 'node:fs';
import { join, resolve as resolvePath, relative, sep } from 'node:path';
import * as esbuild from 'esbuild';

/** Where the outputs would go (nothing is written): their paths below it are their URLs. */
const OUT_DIR = resolvePath('.test-bundles');

/** The browser test files under `dir`, as WHOLE_SUITE of scripts/find-browser.mjs names them. */
export const browserTestFiles = (dir = 'test') =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.node.test.ts'))
    .map((file) => join(dir, file).split(sep).join('/'));

/**
 * @param {{ files: string[], options: import('esbuild').BuildOptions }} settings the test files (entries)
 *   and the build options of a test bundle
 * @returns {{ serve(path: string): Promise<{ body: string, type: string } | undefined> }}
 */
export function sharedTestBuild({ files, options }) {
  /** @type {Promise<Map<string, string>> | undefined} */
  let outputs;
  const build = async () => {
    const result = await esbuild.build({
      ...options,
      entryPoints: files.map((file) => `./${file}`),
      outdir: OUT_DIR,
      outbase: '.',
      entryNames: '[dir]/[name]',
      chunkNames: 'test-chunks/[name]-[hash]',
      splitting: true,
      write: false,
      sourcemap: 'linked',
    });
    return new Map(
      result.outputFiles.map((file) => [`/${relative(OUT_DIR, file.path).split(sep).join('/')}`, file.text]),
    );
  };
  const all = () => {
    outputs ??= build();
    outputs.catch(() => {
      outputs = undefined;
    });
    return outputs;
  };
  /** The output for a request: a test file (`/test/a.test.ts` is `/test/a.test.js`), a chunk or a map. */
  const outputFor = async (path) => (await all()).get(path.replace(/\.tsx?$/, '.js'));
  return {
    async serve(path) {
      const body = await outputFor(path);
      if (body === undefined) return undefined;
      return { body, type: path.endsWith('.map') ? 'json' : 'js' };
    },
  };
}
