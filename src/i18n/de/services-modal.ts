import type { Messages } from './messages.js';

/** The services modal: redemption rules and price guarantee (spec points 1 and 9). */
export const services = {
  headline: 'Leistungen',
  redemptionRules: 'Einlösebedingungen',
  voucherValidity: 'Der Gutschein ist 3 Jahre gültig und kann verlängert werden.',
  priceGuaranteeHeadline: 'Preisgarantie',
  priceGuarantee: 'Der Preis deines Erlebnisses gilt zwölf Monate ab Kauf.',
  loading: 'Leistungen werden geladen …',
  failed: 'Die Leistungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  opensInNewTab: '(öffnet in neuem Tab)',
} satisfies Messages;
