import { intlFormatter } from './intl-cache.js';
import { COUNTRY_LIST_OPTIONS, REGION_NAMES_OPTIONS } from './intl-formatters.js';

/** Country codes as the shopper reads them: ['DE', 'AT', 'IT'] is 'Deutschland, Österreich und Italien'. */
export function formatCountries(codes: readonly string[], locale = 'de'): string {
  const regions = intlFormatter('DisplayNames', locale, REGION_NAMES_OPTIONS);
  const list = intlFormatter('ListFormat', locale, COUNTRY_LIST_OPTIONS);
  return list.format(codes.map((code) => regions.of(code) ?? code));
}
