import type { GrossPrice } from './money.js';
import type { OpenValue } from '../open-values.js';
import type { PackagingType } from '../packaging.js';

export interface PackagingOption {
  price: GrossPrice;
  title: string;
  /** One of PACKAGING_TYPES, or a newer type this version does not know (not offered). */
  type: OpenValue<PackagingType>;
  hasMultipleVariants: boolean;
}

export interface SelectedPackaging extends PackagingOption {
  variantId?: string;
  variantTitle?: string;
  image?: string;
  thumbnail?: string;
}

/** One variant (motif) of a packaging option, as GET /api/packagings/variants/{id} lists them. */
export interface PackagingVariant {
  id: string;
  title: string;
  image?: string;
  thumbnail?: string;
}
