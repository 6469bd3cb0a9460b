// One instance per Intl formatter (constructor, locale, options) for the whole page: the functions that
// format (money.ts, number-formats.ts, countries.ts) and the formatters built ahead of a fresh cart's first
// render (src/cart/first-paint/formatters-first.ts) take theirs from here, so what is built ahead is what
// the render uses. Built again instead, each date, region-name and list formatter cost the render time
// even with ICU's data loaded (bench/profile.ts shows it; docs/performance-log.md has the figures).

/** What each Intl constructor builds, and the options it takes. */
interface IntlKinds {
  NumberFormat: [Intl.NumberFormat, Intl.NumberFormatOptions];
  DateTimeFormat: [Intl.DateTimeFormat, Intl.DateTimeFormatOptions];
  DisplayNames: [Intl.DisplayNames, Intl.DisplayNamesOptions];
  ListFormat: [Intl.ListFormat, Intl.ListFormatOptions];
  PluralRules: [Intl.PluralRules, Intl.PluralRulesOptions];
}

/** The name of an Intl constructor the cart uses. */
export type IntlKind = keyof IntlKinds;

type Built = IntlKinds[IntlKind][0];

const built = new Map<string, Built>();

/**
 * The page's formatter of `kind` for `locale` and `options`, built on first use (never at module level:
 * the page's first Intl constructor costs tens of milliseconds, which a page need not pay before it
 * formats anything). `Intl[kind]` is looked up when building, so a test can count what is built.
 */
export function intlFormatter<K extends IntlKind>(
  kind: K,
  locale: string,
  options: IntlKinds[K][1],
): IntlKinds[K][0] {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = built.get(key);
  if (!formatter) {
    const Formatter = Intl[kind] as unknown as new (locale: string, options: IntlKinds[K][1]) => Built;
    formatter = new Formatter(locale, options);
    built.set(key, formatter);
  }
  return formatter as IntlKinds[K][0];
}
