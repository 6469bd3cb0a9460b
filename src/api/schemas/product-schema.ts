import * as v from 'valibot';
import { PRODUCT_TYPES } from '../../domain/index.js';
import { GrossPriceSchema } from './money-schema.js';
import { openList } from './tolerant.js';

const ImageSchema = v.object({
  url: v.optional(v.string()),
  alt: v.optional(v.string()),
  src: v.optional(v.string()),
  srcset: v.optional(v.string()),
  sizes: v.optional(v.string()),
  originalSrc: v.optional(v.string()),
});

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A product as cart items carry it; only its ids, title and price are needed to show it. */
export const ProductSchema = v.object({
  id: v.string(),
  productId: v.string(),
  slug: v.optional(v.string()),
  url: v.optional(v.string()),
  title: v.string(),
  image: v.optional(ImageSchema),
  images: v.optional(v.array(v.object({ absoluteUrl: v.optional(v.string()), url: v.optional(v.string()) }))),
  trackingName: v.optional(v.string()),
  trackingPath: v.optional(v.array(v.string())),
  manufacturerSku: v.optional(v.string()),
  price: GrossPriceSchema,
  originalPrice: v.optional(GrossPriceSchema),
  minParticipants: v.optional(Count),
  maxParticipants: v.optional(Count),
  discountBadgeId: v.optional(v.string()),
  discountBadgeName: v.optional(v.string()),
  hasFriendsDiscount: v.optional(v.boolean()),
  discountType: v.optional(v.string()),
  preSelectedWrappingVariantId: v.optional(v.string()),
  scoringFactor: v.optional(v.object({ noShow: v.number(), margin: v.number() })),
  productType: v.optional(openList(PRODUCT_TYPES)),
  nudge: v.optional(v.object({ id: v.string(), text: v.string() })),
  rating: v.optional(v.object({ value: v.number(), count: v.number() })),
  locationCount: v.optional(v.number()),
  closestLocationDistance: v.optional(v.number()),
  services: v.optional(v.array(v.string())),
});
