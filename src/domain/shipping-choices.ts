import { COUNTRY_CODES, shippingAllowed, shippingKind, type ShippingMethodId } from './shipping.js';
import { tenantCountry } from './tenant.js';

/** The same delivery in the other speed: standard and express are offered as pairs. */
const COUNTERPART: Readonly<Partial<Record<ShippingMethodId, ShippingMethodId>>> = {
  standard: 'express',
  express: 'standard',
  box_standard: 'box_express',
  box_express: 'box_standard',
};

/** The countries a method may ship to for the tenant (spec point 5), in the order of spec point 3. */
export function shippingCountriesFor(method: ShippingMethodId, tenant: string): string[] {
  return COUNTRY_CODES.filter((country) => shippingAllowed(method, country, tenant));
}

/** One line of the shipping section: a method the cart offers, or one the restrictions rule out. */
export interface ShippingChoice {
  method: ShippingMethodId;
  /** False: shown with the reason it cannot be chosen, never selectable. */
  offered: boolean;
  /** Where the method ships to ('online' goes everywhere: empty). */
  countries: readonly string[];
}

/**
 * The methods of the shipping section: every method the cart lists, in its order, each followed by its
 * counterpart (standard/express) when the cart does not list it because the shipping restrictions rule it
 * out for the tenant's own country: express only within Germany; standard only DE, AT, CH and IT, on the
 * Swiss tenant only CH. A counterpart missing for another reason (a removed method) is not shown; nothing
 * the cart does not list is ever offered.
 */
export function shippingChoices(listed: readonly ShippingMethodId[], tenant: string): ShippingChoice[] {
  const country = tenantCountry(tenant);
  const countries = (method: ShippingMethodId) =>
    shippingKind(method) === 'PDF' ? [] : shippingCountriesFor(method, tenant);
  const choices: ShippingChoice[] = [];
  for (const method of listed) {
    if (choices.some((choice) => choice.method === method)) continue;
    choices.push({ method, offered: true, countries: countries(method) });
    const counterpart = COUNTERPART[method];
    if (
      counterpart &&
      !listed.includes(counterpart) &&
      !choices.some((choice) => choice.method === counterpart) &&
      !shippingAllowed(counterpart, country, tenant)
    ) {
      choices.push({ method: counterpart, offered: false, countries: countries(counterpart) });
    }
  }
  return choices;
}
