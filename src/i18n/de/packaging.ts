import type { PackagingType } from '../../domain/index.js';
import type { Messages } from './messages.js';

/** Gift packaging and motif choice per item (on the first paint: part of the core texts). */
export const packaging = {
  heading: 'Verpackung',
  choose: 'Verpackung wählen',
  chooseFor: 'Verpackung für {{title}} wählen',
  current: 'Verpackung: {{option}}',
  type: {
    GiftBox: 'Geschenkbox',
    Included: 'Inklusive Verpackung',
    Envelope: 'Umschlag',
    Pdf: 'PDF zum Selbstausdrucken',
  } satisfies Record<PackagingType, string>,
  free: 'Kostenlos',
  included: 'Inklusive',
  variants: 'Motiv wählen',
  selectedVariant: 'Gewähltes Motiv: {{variant}}',
  greetingCardBox: 'Box mit Grußkarte für {{price}}',
  wrapperSize: 'Maße: {{size}}',
  giftWrap: 'Als Geschenk verpacken',
} satisfies Messages;
