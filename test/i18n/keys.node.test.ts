// Every catalogue key used in the code exists. Runs in Node (it reads the sources from disk):
//   node --import tsx --test test/i18n/keys.node.test.ts
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { catalogueFor, flattenCatalogue, hasCatalogueKey } from '../../src/i18n/catalogue.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(root, 'src', 'i18n') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// t('key'), t("key"), i18n.t('key'), i18nKey="key", i18nKey={'key'}; and t(`prefix.${...}`) for dynamic keys.
const STATIC_KEY = /(?:\bt\(\s*|i18nKey=\{?\s*)(['"])([\w.-]+)\1/g;
const DYNAMIC_KEY = /\bt\(\s*`([\w.-]*)\$\{/g;

function usedKeys(): { file: string; key: string; dynamic: boolean }[] {
  return sourceFiles(join(root, 'src')).flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    const file = relative(root, path);
    return [
      ...[...text.matchAll(STATIC_KEY)].map((match) => ({ file, key: match[2] ?? '', dynamic: false })),
      ...[...text.matchAll(DYNAMIC_KEY)].map((match) => ({ file, key: match[1] ?? '', dynamic: true })),
    ];
  });
}

for (const brand of ['JS', 'MD'] as const) {
  test(`every key used in src/ exists in the ${brand} catalogue`, () => {
    const flat = flattenCatalogue(catalogueFor(brand));
    const keys = [...flat.keys()];
    const missing = usedKeys().filter(({ key, dynamic }) =>
      dynamic ? !keys.some((existing) => existing.startsWith(key)) : !hasCatalogueKey(flat, key),
    );
    assert.deepEqual(
      missing.map(({ file, key }) => `${file}: ${key}`),
      [],
    );
  });
}

test('the scan finds the keys of the code', () => {
  // Guards the scan itself: the cart page uses t() calls, so an empty result means a broken pattern.
  assert.ok(usedKeys().length > 0, 'no t() calls found under src/');
});
