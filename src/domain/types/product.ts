import type { GrossPrice } from './money.js';
import type { OpenValue } from '../open-values.js';
import type { ProductType } from '../product-kind.js';

export interface ProductImage {
  url?: string;
  alt?: string;
  src?: string;
  srcset?: string;
  sizes?: string;
  originalSrc?: string;
}

export interface Product {
  id: string;
  productId: string;
  slug?: string;
  url?: string;
  title: string;
  image?: ProductImage;
  images?: { absoluteUrl?: string; url?: string }[];
  trackingName?: string;
  /** Category list; the first entry is the main category. */
  trackingPath?: string[];
  manufacturerSku?: string;
  price: GrossPrice;
  /** Present when the product is reduced: the price before the reduction. */
  originalPrice?: GrossPrice;
  minParticipants?: number;
  maxParticipants?: number;
  discountBadgeId?: string;
  discountBadgeName?: string;
  hasFriendsDiscount?: boolean;
  /** Set when a friends discount exists for the product. */
  discountType?: string;
  preSelectedWrappingVariantId?: string;
  scoringFactor?: { noShow: number; margin: number };
  /** One of PRODUCT_TYPES, or a newer type this version does not know (shown with a neutral label). */
  productType?: OpenValue<ProductType>;
  nudge?: { id: string; text: string };
  rating?: { value: number; count: number };
  locationCount?: number;
  closestLocationDistance?: number;
  /** Short lines of what the product includes (the services list on the tile). */
  services?: string[];
}
