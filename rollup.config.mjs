// Production build: one self-contained ES module per element in dist/. Each element is built on its own so
// that elements know each other only through window events and storage, never through a shared module.
// <shop-cart>'s lazy parts (error reporting, modals, payments) become chunks beside it.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { existsSync } from 'node:fs';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

// shop-tracking is no element: the framework-free trackPurchase for order confirmation pages.
const ELEMENTS = ['shop-cart', 'shop-wishlist-counter', 'shop-cart-counter', 'shop-tracking'].filter((name) =>
  existsSync(`elements/${name}.ts`),
);

const plugins = () => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  esbuild({ target: 'es2022', jsx: 'automatic', jsxImportSource: '@emotion/react', legalComments: 'none' }),
  // terser packs a few KB smaller than esbuild's minifier, which counts against the 110 KB budget.
  terser({ module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false } }),
];

export default ELEMENTS.map((name) => ({
  input: { [name]: `elements/${name}.ts` },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: `${name}.[name]-[hash].js`,
    sourcemap: true,
  },
  plugins: plugins(),
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
}));
