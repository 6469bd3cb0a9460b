import * as v from 'valibot';
import { PRODUCT_TYPES } from '../../domain/index.js';
import { GrossPriceSchema } from './money-schema.js';
import { absent, openList } from './tolerant.js';

const ImageSchema = v.object({
  url: absent(v.string()),
  alt: absent(v.string()),
  src: absent(v.string()),
  srcset: absent(v.string()),
  sizes: absent(v.string()),
  originalSrc: absent(v.string()),
});

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A product as cart items carry it; only its ids, title and price are needed to show it. */
export const ProductSchema = v.object({
  id: v.string(),
  productId: v.string(),
  slug: absent(v.string()),
  url: absent(v.string()),
  title: v.string(),
  image: absent(ImageSchema),
  images: absent(v.array(v.object({ absoluteUrl: absent(v.string()), url: absent(v.string()) }))),
  trackingName: absent(v.string()),
  trackingPath: absent(v.array(v.string())),
  manufacturerSku: absent(v.string()),
  price: GrossPriceSchema,
  originalPrice: absent(GrossPriceSchema),
  minParticipants: absent(Count),
  maxParticipants: absent(Count),
  discountBadgeId: absent(v.string()),
  discountBadgeName: absent(v.string()),
  hasFriendsDiscount: absent(v.boolean()),
  discountType: absent(v.string()),
  preSelectedWrappingVariantId: absent(v.string()),
  scoringFactor: absent(v.object({ noShow: v.number(), margin: v.number() })),
  productType: absent(openList(PRODUCT_TYPES)),
  nudge: absent(v.object({ id: v.string(), text: v.string() })),
  rating: absent(v.object({ value: v.number(), count: v.number() })),
  locationCount: absent(v.number()),
  closestLocationDistance: absent(v.number()),
});
