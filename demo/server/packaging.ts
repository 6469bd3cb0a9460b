// Packaging options per product kind, and the motifs (variants) of the options that have several.
import { isPackagingType, moneyFromMinorUnits, productKind } from '../../src/domain/index.js';
import type {
  OpenValue,
  PackagingOption,
  PackagingType,
  PackagingVariant,
  ProductType,
  SelectedPackaging,
} from '../../src/domain/index.js';

/** Motifs per packaging type; only types listed here have several variants. */
const VARIANTS: Partial<Record<PackagingType, PackagingVariant[]>> = {
  Envelope: [
    {
      id: 'env-classic',
      title: 'Klassisch Rot',
      image: '/demo/img/envelope.svg',
      thumbnail: '/demo/img/envelope.svg',
    },
    { id: 'env-birthday', title: 'Alles Gute zum Geburtstag', image: '/demo/img/envelope.svg' },
    { id: 'env-xmas', title: 'Frohe Weihnachten', image: '/demo/img/envelope.svg' },
  ],
  GiftBox: [
    { id: 'box-gold', title: 'Goldene Sterne', image: '/demo/img/box.svg', thumbnail: '/demo/img/box.svg' },
    { id: 'box-love', title: 'Herzen', image: '/demo/img/box.svg' },
  ],
};

const TITLES: Record<PackagingType, string> = {
  Pdf: 'PDF zum Selbstausdrucken',
  Envelope: 'Geschenkumschlag',
  GiftBox: 'Geschenkbox mit Grußkarte',
  Included: 'Verpackung inklusive',
};

/** The variants of a packaging type, empty when it has none (or is a type the shop does not know). */
export function packagingVariants(type: OpenValue<PackagingType>): PackagingVariant[] {
  return (isPackagingType(type) ? VARIANTS[type] : undefined) ?? [];
}

function option(type: PackagingType, priceCents: number, currency: string): PackagingOption {
  return {
    type,
    title: TITLES[type],
    price: { gross: moneyFromMinorUnits(priceCents, currency) },
    hasMultipleVariants: packagingVariants(type).length > 1,
  };
}

/**
 * The packaging options of a product. Tickets (items with an appointment) come as PDF only; boxes and
 * gift wrap come packed. `giftBoxCents` is the tenant's greeting-card box price.
 */
export function packagingOptionsFor(
  productType: ProductType,
  isTicket: boolean,
  currency: string,
  giftBoxCents: number,
): PackagingOption[] {
  const kind = productKind(productType);
  if (kind === 'box' || kind === 'gift_wrap') return [option('Included', 0, currency)];
  if (isTicket) return [option('Pdf', 0, currency)];
  return [
    option('Pdf', 0, currency),
    option('Envelope', 0, currency),
    option('GiftBox', giftBoxCents, currency),
  ];
}

/** The selected packaging for an option and an optional variant id (the first variant by default). */
export function selectPackaging(optionChosen: PackagingOption, variantId?: string): SelectedPackaging {
  const variants = packagingVariants(optionChosen.type);
  const variant = variants.find((v) => v.id === variantId) ?? variants[0];
  if (!variant) return { ...optionChosen };
  const selected: SelectedPackaging = { ...optionChosen, variantId: variant.id, variantTitle: variant.title };
  if (variant.image) selected.image = variant.image;
  if (variant.thumbnail ?? variant.image) selected.thumbnail = variant.thumbnail ?? variant.image;
  return selected;
}
