// esbuild settings shared by the test runner and the benchmark, so both compile the sources as rollup does.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';

/**
 * A worker's script beside its module (`new URL('./name.worker.js', import.meta.url)`, as in
 * src/cart/first-paint/intl-warm-up.ts): in an esbuild bundle `import.meta.url` is the bundle's own URL, so the URL
 * becomes the script's path from the project root, which the dev server and the bench serve as it is.
 * (The production build emits the script beside the bundles instead: rollup.config.mjs.)
 */
export const sourceWorkerUrls = {
  name: 'source-worker-urls',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]cart[\\/]first-paint[\\/]intl-warm-up\.ts$/ }, async (args) => {
      const directory = relative(process.cwd(), args.path).split(/[\\/]/).slice(0, -1).join('/');
      const source = await readFile(args.path, 'utf8');
      return {
        contents: source.replace(
          /new URL\((['"])\.\/([\w.-]+\.worker\.js)\1, import\.meta\.url\)/g,
          (_, quote, name) => `new URL(${quote}/${directory}/${name}${quote}, import.meta.url)`,
        ),
        loader: 'ts',
      };
    });
  },
};

export const esbuildBrowserOptions = (nodeEnv) => ({
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  jsxImportSource: '#css-prop',
  define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
  logLevel: 'silent',
  plugins: [sourceWorkerUrls],
});
