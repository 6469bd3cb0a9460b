// The JS a React 19 host ships with each entry of <shop-cart>: a tiny host (react-dom/client rendering
// <shop-cart>) bundled by esbuild (minified, code splitting) once with the self-contained
// `shop-cart-fragment/shop-cart.js` and once with `shop-cart-fragment/shared-react`, resolved through the
// package's "exports" against dist/. Gzip level 9: what loads before the cart renders (the host's entry
// and its static imports) and all JS with the lazy chunks.
// Usage: node --import tsx bench/react-host-sizes.ts (after npm run build); bench/run.ts prints it too.
import { readFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { kb } from './sizes.js';

const DIR = '.cache/react-host-sizes';
const ENTRIES = {
  'self-contained (shop-cart-fragment/shop-cart.js)': 'shop-cart-fragment/shop-cart.js',
  'shared (shop-cart-fragment/shared-react)': 'shop-cart-fragment/shared-react',
};

interface HostSizes {
  initialGzip: number;
  allGzip: number;
}

async function hostSizes(name: string, specifier: string): Promise<HostSizes> {
  const entry = join(DIR, `${name}.jsx`);
  const out = join(DIR, `out-${name}`);
  rmSync(out, { recursive: true, force: true });
  writeFileSync(
    entry,
    `import { createRoot } from 'react-dom/client';\nimport '${specifier}';\n` +
      `createRoot(document.getElementById('app')).render(<shop-cart tenant="JS_DE" />);\n`,
  );
  const { metafile } = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    outdir: out,
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const outputs = metafile.outputs;
  const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
  const initial = new Set<string>();
  const visit = (file: string) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const next of outputs[file]?.imports ?? []) if (next.kind === 'import-statement') visit(next.path);
  };
  const hostEntry = Object.keys(outputs).find((file) => outputs[file]?.entryPoint === entry);
  if (!hostEntry) throw new Error(`no output for ${entry}`);
  visit(hostEntry);
  const js = Object.keys(outputs).filter((file) => file.endsWith('.js'));
  return {
    initialGzip: [...initial].reduce((sum, file) => sum + gzip(file), 0),
    allGzip: js.reduce((sum, file) => sum + gzip(file), 0),
  };
}

/** Prints both hosts' JS and the difference. */
export async function printReactHostSizes(): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  const figures: HostSizes[] = [];
  for (const [label, specifier] of Object.entries(ENTRIES)) {
    const sizes = await hostSizes(specifier.replace(/\W+/g, '-'), specifier);
    figures.push(sizes);
    console.log(
      `React 19 host with ${label}: ${kb(sizes.initialGzip)} before the cart renders, ${kb(sizes.allGzip)} all JS`,
    );
  }
  const [own, shared] = figures;
  if (own && shared)
    console.log(
      `  the shared entry ships ${kb(own.initialGzip - shared.initialGzip)} less before the cart renders, ` +
        `${kb(own.allGzip - shared.allGzip)} less in all`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) await printReactHostSizes();
