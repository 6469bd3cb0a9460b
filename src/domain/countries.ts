import { COUNTRY_LIST_OPTIONS, REGION_NAMES_OPTIONS } from './intl-formatters.js';

const names = new Map<string, Intl.DisplayNames>();
const lists = new Map<string, Intl.ListFormat>();

/** Country codes as the shopper reads them: ['DE', 'AT', 'IT'] is 'Deutschland, Österreich und Italien'. */
export function formatCountries(codes: readonly string[], locale = 'de'): string {
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale], REGION_NAMES_OPTIONS);
    names.set(locale, display);
  }
  let list = lists.get(locale);
  if (!list) {
    list = new Intl.ListFormat(locale, COUNTRY_LIST_OPTIONS);
    lists.set(locale, list);
  }
  const regions = display;
  return list.format(codes.map((code) => regions.of(code) ?? code));
}
