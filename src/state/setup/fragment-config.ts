import { atom } from 'jotai';
import type { CartMode, ItemLayout, ShopLocale, Tenant, TenantConfig } from '../../domain/index.js';

/** What the element was started with, after attributes and start-up data were merged and checked. */
export interface FragmentConfig {
  tenant: Tenant;
  /** The language of the texts and formats (an unsupported value was read as German, with a warning). */
  locale: ShopLocale;
  /** Prefix of every /api/... call; empty means same origin. */
  baseUrl: string;
  mode: CartMode;
  customerEmailHash: string | null;
  nextStepUrl: string;
  newDesign: boolean;
  itemLayout: ItemLayout;
  tenantConfig: TenantConfig | null;
  /**
   * `props.payments` as the host gave it: read by the express payments chunk, which offers only the
   * providers whose entries fit (null: no express payments).
   */
  payments: Readonly<Record<string, unknown>> | null;
  /**
   * The page's CSP nonce, if the host gave one (the `nonce` attribute, else `"nonce"` in the start-up
   * data): on every style the element creates and on the payment providers' scripts.
   */
  nonce?: string | undefined;
}

/** Set once when the element's store is created; every API call and rule reads it from here. */
export const fragmentConfigAtom = atom<FragmentConfig | null>(null);

export const requireConfig = (config: FragmentConfig | null): FragmentConfig => {
  if (!config) throw new Error('shop-cart: the store was used before its start-up data was set');
  return config;
};
