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

// Any other string literal that reads like a key of a catalogue group ('errors.generic', 'notices.dismiss'):
// keys in objects, maps, arrays and constants (`{ key: 'wishlist.full' }`, `[903, 'vouchers.errors.expired']`).
const LITERAL = /(['"`])([A-Za-z]\w*(?:\.[\w-]+)+)\1/g;

function literalKeys(groups: ReadonlySet<string>): { file: string; key: string }[] {
  return sourceFiles(join(root, 'src')).flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    const file = relative(root, path);
    return [...text.matchAll(LITERAL)]
      .map((match) => match[2] ?? '')
      .filter((key) => groups.has(key.split('.')[0] ?? '') && !/\.(?:js|ts|tsx|html|css)$/.test(key))
      .map((key) => ({ file, key }));
  });
}

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

for (const brand of ['JS', 'MD'] as const) {
  test(`every key-like literal in src/ (objects, maps, constants) exists in the ${brand} catalogue`, () => {
    const catalogue = catalogueFor(brand);
    const flat = flattenCatalogue(catalogue);
    const missing = literalKeys(new Set(Object.keys(catalogue))).filter(
      ({ key }) => !hasCatalogueKey(flat, key),
    );
    assert.deepEqual(
      missing.map(({ file, key }) => `${file}: ${key}`),
      [],
    );
  });
}

// A key as a value (not a `t('…')` call, not a member of a literal union type) is spelled once: a key
// several places need has one constant (src/domain/message-keys.ts).
test('no key is spelled as a loose string in two places', () => {
  const groups = new Set(Object.keys(catalogueFor('JS')));
  const places = new Map<string, string[]>();
  for (const path of sourceFiles(join(root, 'src'))) {
    const file = relative(root, path);
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (/^\s*\||\btype \w+ =/.test(line)) continue;
      for (const match of line.matchAll(LITERAL)) {
        const key = match[2] ?? '';
        if (!groups.has(key.split('.')[0] ?? '') || !key.includes('.')) continue;
        if (/\bt\(\s*$/.test(line.slice(0, match.index))) continue;
        places.set(key, [...(places.get(key) ?? []), file]);
      }
    }
  }
  const twice = [...places]
    .filter(([, files]) => files.length > 1)
    .map(([key, files]) => `${key}: ${files.join(', ')}`);
  assert.deepEqual(twice, []);
});

test('the literal scan sees keys inside objects and maps', () => {
  const found = literalKeys(new Set(Object.keys(catalogueFor('JS'))));
  const has = (file: string, key: string) => found.some((entry) => entry.file === file && entry.key === key);
  // In an error-code table, in an object of constants, and in a Record of loading states.
  assert.ok(has(join('src', 'domain', 'errors.ts'), 'vouchers.errors.expired'), 'error-code table');
  assert.ok(has(join('src', 'domain', 'message-keys.ts'), 'discount.hotlineHint'), 'object of constants');
  assert.ok(has(join('src', 'cart', 'items', 'item-loading-message.tsx'), 'item.state.offline'), 'Record');
});

test('the scan finds the keys of the code', () => {
  // Guards the scan itself: the cart page uses t() calls, so an empty result means a broken pattern.
  assert.ok(usedKeys().length > 0, 'no t() calls found under src/');
});
