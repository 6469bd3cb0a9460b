// The products of the demo shop. Prices are in minor units here and become Money per tenant currency.
import { moneyFromMinorUnits } from '../../src/domain/index.js';
import type { Product, ProductType } from '../../src/domain/index.js';

/** A product before it is priced in a tenant's currency. */
export interface ProductTemplate {
  productId: string;
  slug: string;
  title: string;
  productType: ProductType;
  priceCents: number;
  originalPriceCents?: number;
  sku: string;
  category: string;
  minParticipants?: number;
  maxParticipants?: number;
  hasFriendsDiscount?: boolean;
  rating?: { value: number; count: number };
  locationCount?: number;
  /** Name of the placeholder picture under demo/img/. */
  image: string;
  /** What the product includes (the services list on the tile). */
  services?: string[];
  /** The motif its gift packaging starts with. */
  preSelectedWrappingVariantId?: string;
}

const experience = (
  t: Omit<ProductTemplate, 'productType' | 'image'> & { image?: string },
): ProductTemplate => ({
  productType: 'experience',
  image: 'experience',
  ...t,
});

/** The six products of the 'default' seed, in cart order. */
export const DEFAULT_PRODUCTS: readonly ProductTemplate[] = [
  experience({
    productId: '10412',
    slug: 'kochkurs-italienische-kueche',
    title: 'Kochkurs „Italienische Küche“ für 2 bis 4 Personen',
    priceCents: 12900,
    originalPriceCents: 14900,
    sku: '4711',
    category: 'Kochkurse',
    minParticipants: 2,
    maxParticipants: 4,
    rating: { value: 4.7, count: 312 },
    locationCount: 14,
    image: 'cooking',
    services: ['Kochkurs mit Profikoch (ca. 4 Stunden)', 'Drei-Gänge-Menü mit Getränken', 'Rezeptheft'],
    preSelectedWrappingVariantId: 'box-love',
  }),
  experience({
    productId: '10077',
    slug: 'tandem-fallschirmsprung',
    title: 'Tandem-Fallschirmsprung',
    priceCents: 22900,
    sku: '5120',
    category: 'Fliegen & Fallen',
    minParticipants: 1,
    maxParticipants: 1,
    hasFriendsDiscount: true,
    rating: { value: 4.9, count: 2048 },
    locationCount: 31,
    image: 'skydive',
    services: ['Tandemsprung aus 4.000 m', 'Einweisung durch Tandemmaster'],
  }),
  experience({
    productId: '20931',
    slug: 'dinner-in-the-dark-berlin',
    title: 'Dinner in the Dark in Berlin',
    priceCents: 7990,
    sku: '6021',
    category: 'Kulinarisches',
    minParticipants: 1,
    maxParticipants: 1,
    rating: { value: 4.5, count: 877 },
    locationCount: 1,
    image: 'dinner',
  }),
  {
    productId: '30005',
    slug: 'erlebnisbox-wellness-fuer-zwei',
    title: 'Erlebnisbox „Wellness für Zwei“',
    productType: 'box',
    priceCents: 5990,
    sku: '7001',
    category: 'Erlebnisboxen',
    minParticipants: 2,
    maxParticipants: 2,
    image: 'box',
  },
  {
    productId: '40050',
    slug: 'wertgutschein-50',
    title: 'Wertgutschein über 50 €',
    productType: 'value_voucher',
    priceCents: 5000,
    sku: '6143',
    category: 'Wertgutscheine',
    image: 'voucher',
  },
  {
    productId: '50001',
    slug: 'geschenkverpackung-schleife',
    title: 'Geschenkverpackung mit Schleife',
    productType: 'gift_wrap',
    priceCents: 490,
    sku: '7496',
    category: 'Geschenkverpackung',
    image: 'giftwrap',
  },
];

/** An appointment product whose reservation always fails (code 300). */
export const TAKEN_APPOINTMENT_PRODUCT: ProductTemplate = experience({
  productId: '20999',
  slug: 'sternenkueche-menue',
  title: 'Sterneküche: 7-Gänge-Menü am Chef’s Table',
  priceCents: 18900,
  sku: '6022',
  category: 'Kulinarisches',
  minParticipants: 1,
  maxParticipants: 1,
  image: 'dinner',
});

/** A product whose title needs escaping: it must show as text, never as markup. */
export const HOSTILE_PRODUCT: ProductTemplate = experience({
  productId: '66601',
  slug: 'klettersteig-hostile',
  title: 'Klettersteig <img src=x onerror=alert(1)> & „Gipfel“ <script>alert("xss")</script>',
  priceCents: 9900,
  sku: '6601',
  category: 'Outdoor <b>&amp;</b> Abenteuer',
  minParticipants: 1,
  maxParticipants: 3,
  image: 'experience',
});

const MORE_TITLES = [
  'Hubschrauber-Rundflug über Hamburg',
  'Segway-Tour durch Berlin',
  'Bogenschießen im Wald',
  'Whisky-Tasting mit sechs Sorten',
  'Kart-Rennen auf der Indoor-Bahn',
  'Ballonfahrt über dem Allgäu',
  'Wellness-Tag in der Therme',
  'Quad-Tour im Gelände',
  'Escape Room für bis zu 6 Personen',
  'Stand-up-Paddling am See',
  'Sushi-Kochkurs',
  'Ferrari fahren auf der Rennstrecke',
  'Bierbrau-Seminar',
  'Flugsimulator Boeing 737',
  'Husky-Schlittenfahrt',
  'Paragliding-Schnupperkurs',
  'Bubble Football',
  'Fotokurs Porträt',
  'Weinprobe an der Mosel',
];

/** A further believable experience for long carts; `n` counts from 0. */
export function extraProduct(n: number): ProductTemplate {
  const title = MORE_TITLES[n % MORE_TITLES.length] ?? 'Erlebnis';
  const round = Math.floor(n / MORE_TITLES.length);
  return experience({
    productId: String(11000 + n),
    slug: `erlebnis-${11000 + n}`,
    title: round === 0 ? title : `${title} (${round + 1})`,
    priceCents: 3990 + ((n * 1700) % 25000),
    sku: String(8000 + n),
    category: 'Erlebnisse',
    minParticipants: 1,
    maxParticipants: n % 3 === 0 ? 2 : 1,
    rating: { value: 4 + (n % 10) / 10, count: 50 + n * 7 },
    locationCount: 1 + (n % 9),
  });
}

/** A product priced in `currency`, as the API answers it. */
export function productFrom(template: ProductTemplate, currency: string): Product {
  const product: Product = {
    id: `p-${template.productId}`,
    productId: template.productId,
    slug: template.slug,
    url: `/experiences/${template.productId}`,
    title: template.title,
    image: { url: `/demo/img/${template.image}.svg`, alt: template.title },
    images: [{ url: `/demo/img/${template.image}.svg` }],
    trackingName: template.title,
    trackingPath: [template.category, 'Geschenkideen'],
    manufacturerSku: template.sku,
    price: { gross: moneyFromMinorUnits(template.priceCents, currency) },
    productType: template.productType,
  };
  if (template.originalPriceCents !== undefined) {
    product.originalPrice = { gross: moneyFromMinorUnits(template.originalPriceCents, currency) };
  }
  if (template.minParticipants !== undefined) product.minParticipants = template.minParticipants;
  if (template.maxParticipants !== undefined) product.maxParticipants = template.maxParticipants;
  if (template.hasFriendsDiscount) {
    product.hasFriendsDiscount = true;
    product.discountType = 'FRIENDS';
    product.discountBadgeId = 'friends';
    product.discountBadgeName = 'Code: FRIENDS | -10% ab dem 2. Gutschein';
  }
  if (template.rating) product.rating = template.rating;
  if (template.services) product.services = [...template.services];
  if (template.preSelectedWrappingVariantId) {
    product.preSelectedWrappingVariantId = template.preSelectedWrappingVariantId;
  }
  if (template.locationCount !== undefined) product.locationCount = template.locationCount;
  return product;
}
