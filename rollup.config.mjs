// Production build: one self-contained ES module per element in dist/. Each element is built on its own so
// that elements know each other only through window events and storage, never through a shared module.
// <shop-cart>'s lazy parts (error reporting, modals, payments) become chunks beside it.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { transform } from 'esbuild';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import MagicString from 'magic-string';
import {
  cssCallsInFunctions,
  moduleLevelCssCalls,
  replaceModuleLevelCss,
} from './scripts/static-css-sites.mjs';

// shop-tracking is no element: the framework-free trackPurchase for order confirmation pages.
// shop-cart-after-paint is <shop-cart> for server-rendered pages: it loads shop-cart.js, beside it, after
// the page's first paint (an import left as it is, not bundled).
const ELEMENTS = [
  'shop-cart',
  'shop-cart-after-paint',
  'shop-wishlist-counter',
  'shop-cart-counter',
  'shop-tracking',
].filter((name) => existsSync(`elements/${name}.ts`));

// The static styles, serialized at build time (scripts/build-styles.mjs writes the generated module the
// sources import); their content-hashed file goes beside the bundles, for server-rendered markup's <link>.
execFileSync(process.execPath, ['scripts/build-styles.mjs'], { stdio: 'inherit' });
const generatedStyles = readFileSync('src/cart/fragment/render/static-styles.generated.ts', 'utf8');
const staticCss = JSON.parse(/export const STATIC_CSS = (".*");$/m.exec(generatedStyles)?.[1] ?? '""');
const staticCssFile = /export const STATIC_CSS_FILE = '([^']+)';/.exec(generatedStyles)?.[1];

/** Writes dist/shop-cart.<hash>.css with the build of <shop-cart>. */
const staticStylesheet = () => ({
  name: 'static-stylesheet',
  generateBundle() {
    if (staticCssFile) this.emitFile({ type: 'asset', fileName: staticCssFile, source: staticCss });
  },
});

/** Where the bundles go: dist/ (ROLLUP_OUT elsewhere, e.g. to compare two builds). */
const OUT_DIR = process.env.ROLLUP_OUT ?? 'dist';

const cssSites = JSON.parse(readFileSync('scripts/static-css-sites.generated.json', 'utf8'));

/** Each module-level `css` of src/ becomes its name: its rules are in the static sheet already. */
const staticCssNames = () => ({
  name: 'static-css-names',
  transform(code, id) {
    const module = relative(process.cwd(), id);
    if (!module.startsWith('src/')) return null;
    if (cssCallsInFunctions(code) > 0)
      this.error(
        `${module}: a css call inside a function; only module-level styles are served (static sheet)`,
      );
    if (moduleLevelCssCalls(code).length === 0) return null;
    let replaced;
    try {
      // By each call's key (the name it is assigned to): an unknown, missing or shared key fails the build.
      replaced = replaceModuleLevelCss(code, cssSites[module], module);
    } catch (error) {
      this.error(error.message);
    }
    // The calls move within their lines only: the source map keeps pointing at the right lines.
    return { code: replaced, map: null };
  },
});

/**
 * A worker's script beside its module (`new URL('./name.worker.js', import.meta.url)`, as in
 * src/cart/first-paint/intl-warm-up.ts) goes beside the bundles, minified and content-hashed
 * (shop-cart.name.worker-{hash}.js), and the URL points at it.
 */
const workerScripts = (element) => ({
  name: 'worker-scripts',
  async transform(code, id) {
    const pattern = /new URL\((['"])\.\/([\w.-]+\.worker\.js)\1, import\.meta\.url\)/g;
    const calls = relative(process.cwd(), id).startsWith('src/') ? [...code.matchAll(pattern)] : [];
    if (calls.length === 0) return null;
    let replaced = code;
    for (const [call, , name] of calls) {
      const path = join(dirname(id), name);
      this.addWatchFile(path);
      const { code: source } = await transform(readFileSync(path, 'utf8'), {
        minify: true,
        target: 'es2020',
      });
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
      const fileName = `${element}.${basename(name, '.js')}-${hash}.js`;
      const reference = this.emitFile({ type: 'asset', fileName, source });
      replaced = replaced.replace(call, `new URL(import.meta.ROLLUP_FILE_URL_${reference})`);
    }
    // The URL changes within its line only: the source map keeps pointing at the right lines.
    return { code: replaced, map: null };
  },
});

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): an element's entry is
 * the code of its first paint, so its functions are compiled while the script streams in, on a background
 * thread, instead of one by one on the main thread as the page first calls them. Lazy chunks keep the
 * default (compiled when called). The hint must be the file's first line; terser has removed every comment
 * by then, so it is prepended after terser, and the source map moves one line down with it.
 * Measured on the bench's fresh page (README "Budgets").
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const compileHint = () => ({
  name: 'compile-hint',
  renderChunk(code, chunk) {
    if (!chunk.isEntry) return null;
    const hinted = new MagicString(code).prepend(`${COMPILE_HINT}\n`);
    return { code: hinted.toString(), map: hinted.generateMap({ hires: 'boundary' }) };
  },
});

const plugins = (element) => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  workerScripts(element),
  esbuild({ target: 'es2022', jsx: 'automatic', jsxImportSource: '#css-prop', legalComments: 'none' }),
  staticCssNames(),
  // terser packs a few KB smaller than esbuild's minifier, which counts against the 110 KB budget.
  terser({
    module: true,
    ecma: 2020,
    compress: { passes: 3, pure_getters: true },
    format: { comments: false },
  }),
  compileHint(),
];

/** The build of one element into `dir`, with the modules `external` names left as imports. */
const browserBuild = (name, dir, external) => ({
  input: { [name]: `elements/${name}.ts` },
  output: {
    dir,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: `${name}.[name]-[hash].js`,
    sourcemap: true,
  },
  plugins: name === 'shop-cart' ? [...plugins(name), staticStylesheet()] : plugins(name),
  ...(external ? { external } : {}),
  // Lazy chunks may import from the entry itself, so the entry is not split into a stub and a shared chunk.
  preserveEntrySignatures: 'allow-extension',
  treeshake: {
    // CommonJS helpers that @emotion/react pulls in only for withTheme, which the fragment never uses, and
    // the project's own modules under src/, which only define things on import (work runs in effects and
    // handlers): an import of them whose exports go unused keeps nothing.
    moduleSideEffects: (id) =>
      !/node_modules\/(hoist-non-react-statics|react-is)\//.test(id) && !/\/src\//.test(id),
  },
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'THIS_IS_UNDEFINED') return;
    warn(warning);
  },
});

const browserBuilds = ELEMENTS.map((name) =>
  browserBuild(name, OUT_DIR, name === 'shop-cart-after-paint' ? ['./shop-cart.js'] : undefined),
);

// The same elements for bundler hosts (dist/shared-react/, exported as shop-cart-fragment/shared-react):
// React, React DOM and jotai stay bare imports (the package's peer dependencies), so a React host ships
// one React. Each element is still its own build, with its lazy chunks beside it: two elements share no
// module of ours, only the host's React and jotai, and know each other through events and storage.
const SHARED_ELEMENTS = ['shop-cart', 'shop-wishlist-counter', 'shop-cart-counter'];
const PEERS = /^(react|react-dom|jotai)(\/|$)/;
const sharedBuilds = SHARED_ELEMENTS.map((name) =>
  browserBuild(name, join(OUT_DIR, 'shared-react'), (id) => PEERS.test(id)),
);

// The server entry of <shop-cart> (Node, README "Server rendering"): one self-contained module with the
// same React tree, styles and catalogue as the browser entry; lazy parts are inlined (the server awaits
// them), Node's own modules stay imports.
const serverBuild = {
  input: { 'shop-cart-server': 'elements/shop-cart-server.ts' },
  output: { dir: OUT_DIR, format: 'es', entryFileNames: '[name].js', inlineDynamicImports: true },
  external: (id) => id.startsWith('node:') || builtinModules.includes(id),
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({
      exportConditions: ['node'],
      preferBuiltins: true,
      extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'],
    }),
    commonjs(),
    esbuild({ target: 'node20', jsx: 'automatic', jsxImportSource: '#css-prop', legalComments: 'none' }),
  ],
  onwarn(warning, warn) {
    if (['MODULE_LEVEL_DIRECTIVE', 'THIS_IS_UNDEFINED', 'CIRCULAR_DEPENDENCY'].includes(warning.code)) return;
    warn(warning);
  },
};

const builds = [...browserBuilds, ...sharedBuilds];
export default existsSync('elements/shop-cart-server.ts') ? [...builds, serverBuild] : builds;
