import { formattedText } from './formatted-texts.js';

/**
 * A count of things (cart items, cart versions): a non-negative safe integer. Counts from events,
 * messages and storage are input; `-5`, `NaN`, `Infinity`, `1.5` and `1e21` are not counts.
 */
export function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

// Built on first use: no Intl constructor at module level (money.ts says why).
let countFormat: Intl.NumberFormat | undefined;

/**
 * A count as the shopper reads it, with German digit grouping: 8000 is '8.000'. Through the known
 * formatted texts, so a hydrated server-rendered cart builds no Intl formatter for it.
 */
export function formatCount(count: number): string {
  return formattedText(`count|${count}`, () => {
    countFormat ??= new Intl.NumberFormat('de-DE');
    return countFormat.format(count);
  });
}
