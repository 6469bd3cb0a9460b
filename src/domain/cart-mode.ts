import { isKnownValue } from './open-values.js';

/** The modes of the cart page (spec point 3): shopping, or redeeming a voucher. */
export const CART_MODES = ['shopping', 'redemption'] as const;

export type CartMode = (typeof CART_MODES)[number];

/** True for a cart mode this version knows. */
export const isCartMode = (mode: unknown): mode is CartMode => isKnownValue(CART_MODES, mode);

/** How the item tiles are laid out: the current layout, or the next one being tried out. */
export const ITEM_LAYOUTS = ['current', 'next'] as const;

export type ItemLayout = (typeof ITEM_LAYOUTS)[number];

/** True for an item layout this version knows. */
export const isItemLayout = (layout: unknown): layout is ItemLayout => isKnownValue(ITEM_LAYOUTS, layout);
