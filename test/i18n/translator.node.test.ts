// The cart's translator gives every text of the catalogue exactly as i18next (the catalogue's format,
// kept as a development dependency for this comparison) gives it: plural forms, placeholders, missing
// texts and hostile values, in both languages and both brand forms. Runs in Node:
//   node --import tsx --test test/i18n/translator.node.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createInstance, type TOptions } from 'i18next';
import { catalogueFor, flattenCatalogue } from '../../src/i18n/catalogue.js';
import { inBrandForm } from '../../src/i18n/brand-forms.js';
import type { Messages } from '../../src/i18n/de/messages.js';
import { en } from '../../src/i18n/en/index.js';
import { createTranslator } from '../../src/i18n/translator.js';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** i18next as the cart used it: one language, no escaping (React escapes), missing texts empty. */
async function reference(language: 'de' | 'en', messages: Messages) {
  const i18n = createInstance({
    lng: language,
    resources: { [language]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: () => '',
  });
  await i18n.init();
  return (key: string, params?: Record<string, unknown>) => i18n.t(key, params as TOptions);
}

/** Values for every placeholder of a text: plain, hostile, and absent ones. */
const hostile = ['{{count}}', '$&', "$'", '<img src=x onerror=alert(1)>', null, undefined, 0, { a: 1 }];

const catalogues: [string, 'de' | 'en', Messages][] = [
  ['German, first brand', 'de', catalogueFor('JS')],
  ['German, second brand', 'de', catalogueFor('MD')],
  ['English', 'en', inBrandForm(en, 'JS')],
];

for (const [name, language, messages] of catalogues) {
  test(`${name}: every text as i18next gives it`, async () => {
    const expected = await reference(language, messages);
    const actual = createTranslator(language, messages);
    const keys = new Set([...flattenCatalogue(messages).keys()].map((key) => key.replace(PLURAL, '')));
    assert.ok(keys.size > 150);
    let compared = 0;
    for (const key of keys) {
      const paramSets: (Record<string, unknown> | undefined)[] = [
        undefined,
        ...[0, 1, 2, 5, 21, 1.5, -1].map((count) => ({ count })),
        { count: '2' },
        ...hostile.map((value) => ({ title: value, amount: value, date: value, label: value, count: 3 })),
        { title: 'Ballonfahrt' },
      ];
      for (const params of paramSets) {
        assert.equal(actual.t(key, params), expected(key, params), `${key} ${JSON.stringify(params)}`);
        compared += 1;
      }
    }
    assert.ok(compared > 2000);
  });
}

test('a key the catalogue lacks, or a group of texts, is empty, never its name', () => {
  const texts = createTranslator('de', catalogueFor('JS'));
  assert.equal(texts.t('no.such.key'), '');
  assert.equal(texts.t('no.such.key', { count: 2 }), '');
  // i18next answers a group with a sentence about returned objects; the cart shows nothing.
  assert.equal(texts.t('cart'), '');
});

test('texts added later are found, override, and count plural forms as a text', () => {
  const texts = createTranslator('de', { a: { b: 'alt' } });
  assert.equal(texts.has('a.c'), false);
  assert.equal(texts.has('a.n'), false);
  texts.add({ a: { b: 'neu', c: 'C' }, n_one: '{{count}} Stück', n_other: '{{count}} Stücke' });
  assert.equal(texts.t('a.b'), 'neu');
  assert.equal(texts.t('a.c'), 'C');
  assert.equal(texts.has('a.c'), true);
  assert.equal(texts.has('n'), true);
  assert.equal(texts.t('n', { count: 1 }), '1 Stück');
  assert.equal(texts.t('n', { count: 3 }), '3 Stücke');
  assert.equal(texts.t('n', { count: 0 }), '0 Stücke');
  texts.add({ n_zero: 'keine Stücke' });
  assert.equal(texts.t('n', { count: 0 }), 'keine Stücke', 'a zero form where the catalogue has one');
  assert.equal(texts.t('n', { count: 1 }), '1 Stück');
});

test('a value is put in as written: its own placeholders and replacement patterns stay text', () => {
  const texts = createTranslator('de', { x: '„{{title}}“ für {{amount}}' });
  assert.equal(texts.t('x', { title: '{{amount}}', amount: '$& €' }), '„{{amount}}“ für $& €');
  assert.equal(texts.t('x', { title: 'constructor' }), '„constructor“ für {{amount}}');
  assert.equal(texts.t('x', { amount: 5, constructor: 1 }), '„{{title}}“ für 5');
});
