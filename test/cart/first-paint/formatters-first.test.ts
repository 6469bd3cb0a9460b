// A fresh cart's formatters are built ahead of its first render, each in a task of its own
// (src/cart/first-paint/formatters-first.ts, issue 19): what is built, and when.
import { expect, waitUntil } from '@open-wc/testing';
import { buildFormattersFirst } from '../../../src/cart/first-paint/formatters-first.js';
import {
  buildAndUseOnce,
  firstRenderFormatters,
  formatDate,
  formatMoney,
  formatTime,
} from '../../../src/domain/index.js';
import { formatCountries } from '../../../src/domain/countries.js';
import { threeItemCart } from '../../helpers/carts.js';

/** The Intl constructors called while `run` runs, and in the `expected` tasks it queues. */
async function constructorsCalledBy(run: () => void, expected: number) {
  const calls: string[] = [];
  const originals = {
    NumberFormat: Intl.NumberFormat,
    DateTimeFormat: Intl.DateTimeFormat,
    DisplayNames: Intl.DisplayNames,
    ListFormat: Intl.ListFormat,
  };
  for (const [name, Original] of Object.entries(originals))
    Object.defineProperty(Intl, name, {
      configurable: true,
      writable: true,
      value: new Proxy(Original, {
        construct(target, args: unknown[]) {
          calls.push(`${name} ${JSON.stringify(args[0])}`);
          return Reflect.construct(target, args) as object;
        },
      }),
    });
  try {
    run();
    const synchronous = calls.length;
    await waitUntil(() => calls.length >= expected, `${expected} formatters built`);
    // And no more than those.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { synchronous, calls };
  } finally {
    for (const [name, Original] of Object.entries(originals))
      Object.defineProperty(Intl, name, { configurable: true, writable: true, value: Original });
  }
}

describe('formatters built ahead of a fresh cart', () => {
  it("builds the first render's formatters in tasks of their own, none while the cart starts", async () => {
    const cart = threeItemCart({ availableShippingMethods: [{ method: 'box_standard' }] });
    const { synchronous, calls } = await constructorsCalledBy(() => buildFormattersFirst(cart, 'de'), 5);
    expect(synchronous, 'built while the cart starts').to.equal(0);
    expect(calls).to.deep.equal([
      'NumberFormat "de-DE"',
      'DateTimeFormat "de-DE"',
      'DateTimeFormat "de-DE"',
      'DisplayNames "de"',
      'ListFormat "de"',
    ]);
  });

  it('in English for an English cart', async () => {
    const { calls } = await constructorsCalledBy(() => buildFormattersFirst(threeItemCart(), 'en'), 3);
    expect(calls).to.deep.equal(['NumberFormat "en-GB"', 'DateTimeFormat "en-GB"', 'DateTimeFormat "en-GB"']);
  });

  it("leaves the cart's own formatting nothing to build: the render uses the formatters built ahead", async () => {
    // No formatting function of this file's page has run before: each would build what it has not got.
    const cart = threeItemCart({ availableShippingMethods: [{ method: 'box_standard' }] });
    firstRenderFormatters(cart, 'de').forEach(buildAndUseOnce);
    const appointment = cart.items.find((item) => item.appointment)?.appointment?.date ?? '';
    expect(appointment, 'the fixture has an appointment').not.to.equal('');
    const texts: string[] = [];
    const { calls } = await constructorsCalledBy(() => {
      texts.push(
        formatMoney(cart.total.gross, 'de'),
        formatDate(appointment, 'de'),
        formatTime(appointment, 'de'),
        formatCountries(['DE', 'AT'], 'de'),
      );
    }, 0);
    expect(calls).to.deep.equal([]);
    expect(texts.at(-1)).to.equal('Deutschland und Österreich');
  });
});
