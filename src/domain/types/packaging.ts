import type { GrossPrice } from './money.js';

export type PackagingType = 'GiftBox' | 'Included' | 'Envelope' | 'Pdf';

export interface PackagingOption {
  price: GrossPrice;
  title: string;
  type: PackagingType;
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
