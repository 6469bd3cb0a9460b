import type { ShippingMethodId } from '../../domain/index.js';
import type { Messages } from './messages.js';

/** Shipping method choice and delivery terms (on the first paint: part of the core texts). */
export const shipping = {
  heading: 'Versandart',
  choose: 'Versandart wählen',
  method: {
    online: 'Online per E-Mail (PDF)',
    standard: 'Standardversand',
    box_standard: 'Standardversand',
    express: 'Expressversand',
    box_express: 'Expressversand',
  } satisfies Record<ShippingMethodId, string>,
  type: { express: 'Expressversand', standard: 'Standardversand' },
  free: 'Kostenlos',
  deliveryTerm: 'Lieferung: {{term}}',
  deliveryDate: 'voraussichtlich am {{date}}',
  immediate: 'sofort',
  expressDays_one: 'Lieferung in {{count}} Werktag',
  expressDays_other: 'Lieferung in {{count}} Werktagen',
  countries: 'Lieferung nach {{countries}}',
  unavailable: 'Nicht verfügbar',
  expressOnlyGermany: 'Expressversand ist nur innerhalb Deutschlands möglich.',
  standardOnly: 'Standardversand ist nur nach {{countries}} möglich.',
} satisfies Messages;
