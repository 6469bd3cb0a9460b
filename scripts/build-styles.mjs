// `npm run styles` (and the first step of `npm run build`): serializes the static styles of <shop-cart> at
// build time into src/cart/fragment/render/static-styles.generated.ts, so that the browser parses no static rule.
//
// Static styles are the `css` of @emotion/react evaluated while the modules of src/ load (module-level
// constants, and records built from them per variant); styles computed while rendering are not static and
// Emotion inserts them at run time. Every module of src/ is bundled for Node with `css` recording what it
// returns, evaluated once, and each recorded style goes through Emotion's own cache (stylis), as Emotion
// would insert it in the browser: the class names and rules are byte for byte Emotion's.
// Each module-level `css` call's name also goes into scripts/static-css-sites.generated.json, by module and
// stable key (the name the call is assigned to, scripts/static-css-sites.mjs), so that the production builds
// replace the call by its name whatever order the module's styles come in.
// `node scripts/build-styles.mjs --check` fails when the generated files are not current.
import createCache from '@emotion/cache';
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rewriteModuleLevelCss } from './static-css-sites.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'src/cart/fragment/render/static-styles.generated.ts');
const SITES_OUT = join(ROOT, 'scripts/static-css-sites.generated.json');
const KEY = 'shop-cart';

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !entry.name.includes('.generated.')
      ? [path]
      : [];
  });
}

const require = createRequire(import.meta.url);
const emotionReact = require.resolve('@emotion/react');

/** Every module of src/ in one Node bundle; `css` of @emotion/react records what it returns. */
async function recordedStyles() {
  const files = sources(join(ROOT, 'src')).sort();
  const entry = files.map((file) => `import ${JSON.stringify(file)};`).join('\n');
  const shim = `import * as emotion from ${JSON.stringify(emotionReact)};
export * from ${JSON.stringify(emotionReact)};
export const css = (...args) => {
  if (!globalThis.__shopCartSiteDepth && args.some((arg) => globalThis.__shopCartSiteResults.has(arg)))
    throw new Error('A module-level css is composed into a css outside the module level: it cannot be replaced by its name');
  const styles = emotion.css(...args);
  globalThis.__shopCartStyles.push(styles);
  return styles;
};`;
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    jsxImportSource: '#css-prop',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    // CommonJS packages of the bundle require Node's own modules.
    banner: {
      js: "import { createRequire as shopCartRequire } from 'node:module'; const require = shopCartRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'record-css',
        setup(build) {
          build.onResolve({ filter: /^@emotion\/react$/ }, (args) =>
            args.importer.includes(`${join(ROOT, 'src')}`)
              ? { path: 'shim', namespace: 'record-css' }
              : undefined,
          );
          build.onLoad({ filter: /.*/, namespace: 'record-css' }, () => ({
            contents: shim,
            resolveDir: ROOT,
            loader: 'js',
          }));
          // Each module-level css call of src/ reports what it returns, by module and key.
          build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async (args) => {
            const source = readFileSync(args.path, 'utf8');
            const { code } = await esbuild.transform(source, {
              loader: args.path.endsWith('x') ? 'tsx' : 'ts',
              format: 'esm',
              target: 'es2022',
              jsx: 'automatic',
              jsxImportSource: '#css-prop',
            });
            const module = JSON.stringify(relative(ROOT, args.path));
            const rewritten = rewriteModuleLevelCss(
              code,
              (key, call) => `globalThis.__shopCartSite(${module}, ${JSON.stringify(key)}, () => (${call}))`,
              relative(ROOT, args.path),
            );
            return { contents: rewritten.code, loader: 'js', resolveDir: dirname(args.path) };
          });
        },
      },
    ],
  });
  const dir = mkdtempSync(join(ROOT, '.styles-'));
  const file = join(dir, 'styles.mjs');
  writeFileSync(file, result.outputFiles[0].text);
  globalThis.__shopCartStyles = [];
  globalThis.__shopCartSites = {};
  globalThis.__shopCartSiteResults = new Set();
  globalThis.__shopCartSiteDepth = 0;
  globalThis.__shopCartSite = (module, key, call) => {
    globalThis.__shopCartSiteDepth += 1;
    try {
      const styles = call();
      (globalThis.__shopCartSites[module] ??= {})[key] = styles.name;
      globalThis.__shopCartSiteResults.add(styles);
      return styles;
    } finally {
      globalThis.__shopCartSiteDepth -= 1;
    }
  };
  try {
    await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { styles: globalThis.__shopCartStyles, sites: globalThis.__shopCartSites };
}

/**
 * The rules of each style as Emotion inserts them (insertStyles of @emotion/utils, with its `next` chain),
 * with the options of the element's caches (STYLE_OPTIONS of fragment-styles.ts: no vendor prefixes).
 */
function serialize(styles) {
  const cache = createCache({ key: KEY, stylisPlugins: [] });
  cache.compat = true;
  const names = [];
  for (const serialized of styles) {
    if (cache.inserted[serialized.name] !== undefined) continue;
    let current = serialized;
    do {
      cache.insert(current === serialized ? `.${KEY}-${serialized.name}` : '', current, cache.sheet, true);
      current = current.next;
    } while (current !== undefined);
    names.push(serialized.name);
  }
  const rules = Object.values(cache.inserted).filter((rule) => typeof rule === 'string');
  return { names, css: rules.join('') };
}

const { styles: recorded, sites } = await recordedStyles();
// Modules and keys sorted: moving styles within a module leaves the file as it is.
const sortedSites = Object.entries(sites)
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .map(([module, names]) => [
    module,
    Object.fromEntries(Object.entries(names).sort(([a], [b]) => (a < b ? -1 : 1))),
  ]);
const sitesText = `${JSON.stringify(Object.fromEntries(sortedSites), null, 2)}\n`;
// The host and button rules are plain CSS (never Emotion's): first, so that component rules win over them.
const plain = await (async () => {
  const tsx = await import('tsx/esm/api');
  const theme = await tsx.tsImport(join(ROOT, 'src/ui/theme.ts'), import.meta.url);
  const button = await tsx.tsImport(join(ROOT, 'src/ui/Button.tsx'), import.meta.url);
  // Whitespace only (no rule merged or reordered): the same rules in fewer bytes of the entry.
  const { code } = await esbuild.transform(`${theme.HOST_CSS}${button.BUTTON_CSS}`, {
    loader: 'css',
    minifyWhitespace: true,
  });
  return code.trim();
})();
const { names, css } = serialize(recorded);
const text = plain + css;
const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
const generated = `// Generated by scripts/build-styles.mjs (npm run styles, also the first step of npm run build): the static
// styles of <shop-cart>, serialized at build time. Do not edit; a node test checks that it is current.

/** Every static rule of the element: the host and button rules, then Emotion's module-level styles. */
export const STATIC_CSS = ${JSON.stringify(text)};

/** The file beside the bundles in dist/ that holds STATIC_CSS (content-hashed), for a <link> of the server's markup. */
export const STATIC_CSS_FILE = 'shop-cart.${hash}.css';
`;

if (process.argv.includes('--check')) {
  const current = readFileSync(OUT, 'utf8');
  if (current !== generated || readFileSync(SITES_OUT, 'utf8') !== sitesText) {
    console.error(`${relative(ROOT, OUT)} is not current: run npm run styles`);
    process.exit(1);
  }
  console.log(`${relative(ROOT, OUT)} is current (${names.length} styles).`);
} else {
  // Unchanged files keep their time: every build (the redeploy build too) runs this, and a newer file under
  // src/ would make scripts/ensure-build.mjs take dist/ for stale and rebuild it on every test run.
  const writeIfChanged = (file, text) => {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  };
  writeIfChanged(OUT, generated);
  writeIfChanged(SITES_OUT, sitesText);
  console.log(
    `${relative(ROOT, OUT)}: ${names.length} styles, ${text.length} characters, shop-cart.${hash}.css`,
  );
}
