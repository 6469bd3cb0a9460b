// The Intl warm-up's worker (intl-warm-up.ts): builds the formatters the page's carts build (money in
// each currency, counts, dates and times in the shop's timezone, region names, lists and plurals; the
// list comes in the request, from domain/intl-formatters.ts), so that ICU loads their data on this
// thread, into caches the browser process shares. It answers one sample text per formatter (the tests
// compare them with the cart's own), then ends. A plain script with no imports: the production build
// copies it beside the bundles as it is (minified).
const SAMPLES = {
  NumberFormat: (format) => format.format(1),
  DateTimeFormat: (format) => format.format(0),
  DisplayNames: (names) => names.of('DE'),
  ListFormat: (list) => list.format(['1', '2']),
  PluralRules: (rules) => rules.select(1),
};

self.onmessage = ({ data }) => {
  const samples = data.formatters.map(([kind, locale, options]) =>
    SAMPLES[kind](new Intl[kind](locale, options)),
  );
  self.postMessage(samples);
  self.close();
};
