// Personal information from what a wallet hands over about its payer (a name, an e-mail, a phone number and
// a postal address in the wallet's own shape), for the server's validation (spec point 5).
import { COUNTRY_CODES } from '../shipping.js';
import type { Address, CountryCode, PersonalInformation } from '../types/index.js';

/** A wallet's postal address: lines, postcode, city, ISO country. */
export interface PayerAddress {
  line1?: string | null;
  line2?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
}

/** What a wallet tells about its payer; any part may be missing. */
export interface Payer {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: PayerAddress | null;
}

const clean = (text: string | null | undefined): string | undefined => {
  const trimmed = text?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : undefined;
};

// Street lines such as 'Main St 17', 'Market 12-14', 'High Rd 5 a', 'Lane 3/1': the number (with a letter or a range) ends
// the line.
const STREET_LINE = /^(.*?)[\s,]+(\d+(?:\s?[a-zA-Z])?(?:\s?[-/]\s?\d+(?:\s?[a-zA-Z])?)?)$/;

/** A street line split into street name and house number; a line without a number is all street name. */
export function splitStreetLine(line: string | null | undefined): {
  streetName?: string;
  streetNumber?: string;
} {
  const text = clean(line);
  if (!text) return {};
  const match = STREET_LINE.exec(text);
  const streetName = clean(match?.[1]);
  if (!match || !streetName) return { streetName: text };
  return { streetName, streetNumber: match[2]?.replace(/\s+/g, '') };
}

/** A full name split at its last space: 'Erika Maria Mustermann' is 'Erika Maria' and 'Mustermann'. */
export function splitPersonName(name: string | null | undefined): { firstName?: string; lastName?: string } {
  const text = clean(name);
  if (!text) return {};
  const at = text.lastIndexOf(' ');
  if (at < 0) return { lastName: text };
  return { firstName: text.slice(0, at), lastName: text.slice(at + 1) };
}

const isCountryCode = (code: unknown): code is CountryCode =>
  typeof code === 'string' && (COUNTRY_CODES as readonly string[]).includes(code);

/** Only the members that have a value: the server names what is missing. */
function withValues<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as T;
}

/**
 * The personal information for a wallet's payer: e-mail, phone number and the billing address (name from
 * the payer, street and number from the first address line, the second line as additional information).
 * A country outside the shop's list is left out, so the server reports it missing.
 */
export function personalInfoFromPayer(payer: Payer): PersonalInformation {
  const address = payer.address ?? {};
  const country = clean(address.country)?.toUpperCase();
  const billingAddress: Address = withValues({
    ...splitPersonName(payer.name),
    ...splitStreetLine(address.line1),
    zipCode: clean(address.postalCode),
    city: clean(address.city),
    countryCode: isCountryCode(country) ? country : undefined,
    additionalInformation: clean(address.line2),
  });
  return withValues({
    email: clean(payer.email),
    phoneNumber: clean(payer.phone),
    billingAddress,
  });
}
