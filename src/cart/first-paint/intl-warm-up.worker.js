// The Intl warm-up's worker (intl-warm-up.ts): builds the formatters the page's carts build (money in
// each currency, counts, dates and times in the shop's timezone, region names, lists and plurals) and uses
// each once, so that ICU loads their data on this thread, into caches the browser process shares. The
// request says everything as data (domain/intl-formatters.ts, `toWarm`): Intl's constructor, the locale,
// the options and the first use (a method and its argument), so this script knows no formatter of its own.
// It says first that it runs ('started': a fresh cart's first render waits for that, warm-up-on-load.ts),
// then answers the text of each first use (the tests compare them with the cart's own), then ends. A
// plain script with no imports: the production build copies it beside the bundles as it is (minified).
self.onmessage = ({ data }) => {
  self.postMessage('started');
  const texts = data.formatters.map(([kind, locale, options, method, argument]) =>
    new Intl[kind](locale, options)[method](argument),
  );
  self.postMessage(texts);
  self.close();
};
