import type { ShippingMethodId } from '../../domain/index.js';
import type { Messages } from './messages.js';

/** Shipping method choice and delivery terms. */
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
  deliveryTerm: 'Lieferung: {{term}}',
  immediate: 'sofort',
  expressDays_one: 'Lieferung in {{count}} Werktag',
  expressDays_other: 'Lieferung in {{count}} Werktagen',
  expressOnlyGermany: 'Expressversand ist nur innerhalb Deutschlands möglich.',
} satisfies Messages;
