import type { PackagingType } from '../domain/index.js';
import { postCartChange } from './post-cart-change.js';

export interface ItemPackagingChoice {
  itemId: string;
  packagingOptionType: PackagingType;
  /** The motif, for options with several; `null` lets the shop pick. */
  packagingVariantId: string | null;
}

/** POST /api/cart/set-item-packaging */
export const setItemPackaging = postCartChange<ItemPackagingChoice>('set-item-packaging');
