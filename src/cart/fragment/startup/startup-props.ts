import * as v from 'valibot';
import { CartSchema, describeIssues, TenantConfigSchema } from '../../../api/index.js';
import {
  DEFAULT_NEXT_STEP_URL,
  isCartMode,
  isFollowableUrl,
  isItemLayout,
  isLoggedIn,
  type Cart,
  type CartMode,
  type ItemLayout,
  type TenantConfig,
} from '../../../domain/index.js';
import type { TrackingConfig } from '../../../tracking/index.js';
import { TrackingConfigSchema, type StartupDataSchema } from './startup-schema.js';

/** What the start-up data's `props` give the element, each read on its own. */
export interface StartupProps {
  cart: Cart | null;
  tenantConfig: TenantConfig | null;
  tracking: TrackingConfig;
  mode: CartMode;
  itemLayout: ItemLayout;
  customerEmailHash: string | null;
  nextStepUrl: string;
  newDesign: boolean;
  payments: Record<string, unknown> | null;
}

type RawProps = NonNullable<v.InferOutput<typeof StartupDataSchema>['props']>;

/** An object that is neither null nor an array: what the start-up data and its parts must be. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the start-up data's props. Each part that does not fit is left out with a warning and the element
 * starts without it: the cart and the tenant configuration have schemas of their own (a cart that does
 * not fit is loaded instead, the tenant's defaults apply); an unknown mode or layout falls back; express
 * payments are an extra.
 */
export function readStartupProps(props: RawProps, warnings: string[]): StartupProps {
  const checked = <TSchema extends v.GenericSchema>(
    name: string,
    schema: TSchema,
    raw: unknown,
    instead: string,
  ) => {
    if (raw === undefined) return null;
    const result = v.safeParse(schema, raw);
    if (result.success) return result.output;
    warnings.push(
      `shop-cart: the ${name} in the start-up data is invalid and is ${instead}: ${describeIssues(result.issues)}`,
    );
    return null;
  };
  const known = <T extends string>(
    name: string,
    value: string | undefined,
    isKnown: (x: unknown) => x is T,
    fallback: T,
  ): T => {
    if (isKnown(value)) return value;
    if (value !== undefined) warnings.push(`shop-cart: unknown ${name} "${value}"; using ${fallback}`);
    return fallback;
  };
  const cart = checked('cart', CartSchema, props.cart, 'loaded instead');
  if (cart?.leftOutItems?.length)
    warnings.push(
      `shop-cart: the cart in the start-up data has items beyond the bounds, left out: ${cart.leftOutItems.join(', ')}`,
    );
  const customerEmailHash = props.customerEmailHash ?? null;
  return {
    cart,
    tenantConfig: checked('tenantConfig', TenantConfigSchema, props.tenantConfig, 'ignored'),
    tracking: checked('tracking', TrackingConfigSchema, props.tracking, 'ignored') ?? {},
    mode: known('mode', props.mode, isCartMode, 'shopping'),
    itemLayout: known('itemLayout', props.itemLayout, isItemLayout, 'current'),
    customerEmailHash: isLoggedIn(customerEmailHash) ? customerEmailHash : null,
    nextStepUrl: followableNextStep(props.nextStepUrl, warnings),
    newDesign: props.newDesign ?? true,
    payments: paymentsOf(props.payments, warnings),
  };
}

function followableNextStep(url: string | undefined, warnings: string[]): string {
  if (url === undefined || isFollowableUrl(url)) return url ?? DEFAULT_NEXT_STEP_URL;
  warnings.push(
    `shop-cart: nextStepUrl "${url}" is neither relative nor http(s); using ${DEFAULT_NEXT_STEP_URL}`,
  );
  return DEFAULT_NEXT_STEP_URL;
}

/** Express payments that are no object offer none, and the cart starts as usual. */
function paymentsOf(payments: unknown, warnings: string[]): Record<string, unknown> | null {
  if (isPlainObject(payments)) return payments;
  if (payments !== undefined)
    warnings.push('shop-cart: payments in the start-up data is not an object and is ignored');
  return null;
}
