// The texts formatted with Intl are looked up by key: known from the server, or made once on the page and
// kept (bounded), so a cart mounted again formats nothing anew; the server hears every text it showed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formattedText, knowFormattedTexts, listenToFormattedTexts } from '../../src/i18n/formatted-texts.js';

/** A formatter that counts its calls. */
function counting(text: string) {
  const calls = { count: 0 };
  return { calls, format: () => ((calls.count += 1), text) };
}

describe('formatted texts', () => {
  it('formats a text once and answers it again from what was made', () => {
    const { calls, format } = counting('49,90\u00a0€');
    assert.equal(formattedText('money|test|EUR|4990', format), '49,90\u00a0€');
    assert.equal(formattedText('money|test|EUR|4990', format), '49,90\u00a0€');
    assert.equal(calls.count, 1);
  });

  it('does not keep a text equal to none (a date that cannot be read)', () => {
    const { calls, format } = counting('');
    formattedText('date|test|not-a-date', format, '');
    formattedText('date|test|not-a-date', format, '');
    assert.equal(calls.count, 2);
  });

  it('prefers what the server formatted', () => {
    knowFormattedTexts({ 'count|test|8000': '8.000' });
    const { calls, format } = counting('8000');
    assert.equal(formattedText('count|test|8000', format), '8.000');
    assert.equal(calls.count, 0);
  });

  it('tells the listener every text shown, kept or made', () => {
    const heard: string[] = [];
    const stop = listenToFormattedTexts((key) => heard.push(key));
    formattedText('money|test|EUR|100', () => '1,00\u00a0€');
    formattedText('money|test|EUR|100', () => '1,00\u00a0€');
    stop();
    assert.deepEqual(heard, ['money|test|EUR|100', 'money|test|EUR|100']);
  });

  it('forgets the oldest texts past its bound', () => {
    const first = counting('first');
    formattedText('bound|0', first.format);
    for (let index = 1; index <= 2000; index += 1) formattedText(`bound|${index}`, () => String(index));
    formattedText('bound|0', first.format);
    assert.equal(first.calls.count, 2, 'the oldest text was made again');
    const recent = counting('recent');
    formattedText('bound|2000', recent.format);
    assert.equal(recent.calls.count, 0, 'a recent text is still kept');
  });
});
