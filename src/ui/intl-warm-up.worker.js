// The Intl warm-up's worker (intl-warm-up.ts): builds the formatters a cart asks for first (money in each
// currency, counts, dates and times in the shop's timezone, region names and lists), so that ICU loads
// their data on this thread, into caches the browser process shares; then it says so and ends. A plain
// script with no imports: the production build copies it beside the bundles as it is (minified).
self.onmessage = ({ data }) => {
  const { locales, currencies, timeZone } = data;
  for (const locale of locales) {
    for (const currency of currencies)
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(1);
    new Intl.NumberFormat(locale).format(1);
    new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      0,
    );
    new Intl.DateTimeFormat(locale, {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(0);
    new Intl.DisplayNames([locale], { type: 'region' }).of('DE');
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(['A', 'B']);
    new Intl.PluralRules(locale).select(1);
  }
  self.postMessage('warm');
  self.close();
};
