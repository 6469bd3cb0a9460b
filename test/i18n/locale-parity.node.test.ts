// The English catalogue has exactly the German one's keys, each with the same placeholders. Runs in Node:
//   node --import tsx --test test/i18n/locale-parity.node.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PAYMENT_BRAND_NAMES } from '../../src/domain/payments/index.js';
import { flattenCatalogue } from '../../src/i18n/catalogue.js';
import { de } from '../../src/i18n/de/index.js';
import type { Messages } from '../../src/i18n/de/messages.js';
import { en } from '../../src/i18n/en/index.js';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();

/** What differs between two catalogues: keys only one has, and keys whose placeholders differ. */
function catalogueDifferences(german: Messages, english: Messages): string[] {
  const left = flattenCatalogue(german);
  const right = flattenCatalogue(english);
  const problems: string[] = [];
  for (const key of left.keys()) if (!right.has(key)) problems.push(`missing in en: ${key}`);
  for (const key of right.keys()) if (!left.has(key)) problems.push(`missing in de: ${key}`);
  for (const [key, text] of left) {
    const other = right.get(key);
    if (other === undefined) continue;
    const a = placeholders(text).join(', ');
    const b = placeholders(other).join(', ');
    if (a !== b) problems.push(`placeholders of ${key}: de {${a}} en {${b}}`);
  }
  return problems;
}

test('every German key has an English text and every English key a German one', () => {
  assert.deepEqual(
    catalogueDifferences(de, en).filter((problem) => problem.startsWith('missing')),
    [],
  );
  assert.ok(flattenCatalogue(en).size > 150);
});

test('each key has the same placeholders in both languages', () => {
  assert.deepEqual(
    catalogueDifferences(de, en).filter((problem) => problem.startsWith('placeholders')),
    [],
  );
});

test('the check itself sees a missing key on either side and a renamed placeholder', () => {
  const german: Messages = { a: { b: 'Hallo {{name}}', c: 'nur deutsch' } };
  const english: Messages = { a: { b: 'Hello {{title}}' }, d: 'only English' };
  assert.deepEqual(catalogueDifferences(german, english).sort(), [
    'missing in de: d',
    'missing in en: a.c',
    'placeholders of a.b: de {name} en {title}',
  ]);
});

// Texts that read the same in both languages: names, codes and signs. Any other English text equal to
// the German one was left untranslated.
const SAME_IN_BOTH = new Set([
  'item.ticket',
  'ui.requiredMarker',
  'ui.optional',
  'discount.friends.subheadline',
  ...Object.keys(PAYMENT_BRAND_NAMES).map((type) => `payment.type.${type}`),
]);

test('no English text is the German one left untranslated', () => {
  const german = flattenCatalogue(de);
  const untranslated = [...flattenCatalogue(en)]
    .filter(([key, text]) => german.get(key) === text && !SAME_IN_BOTH.has(key))
    .map(([key, text]) => `${key}: ${text}`);
  assert.deepEqual(untranslated, []);
});
