import * as v from 'valibot';
import { describeIssues } from '../../../api/index.js';
import { isTenant, resolveLocale, type Cart } from '../../../domain/index.js';
import type { ShopCartErrorReason } from '../../../events/shop-cart-error.js';
import type { FragmentConfig } from '../../../state/index.js';
import type { ErrorReportingSettings } from '../../../telemetry/error-reporting-settings.js';
import type { TrackingConfig } from '../../../tracking/index.js';
import type { HostStartup } from './host-startup.js';
import { StartupDataSchema } from './startup-schema.js';
import { isPlainObject, readStartupProps } from './startup-props.js';

/** Why the element could not start: the `reason` of `shop-cart-error`. */
export type StartupFailureReason = ShopCartErrorReason;

export type StartupResult =
  | {
      ok: true;
      config: FragmentConfig;
      /** The cart from the start-up data: rendered at once, with no GET /api/cart. */
      cart: Cart | null;
      errorReporting: ErrorReportingSettings;
      /** Search insights and the recommendation object; `{}` when none are configured. */
      tracking: TrackingConfig;
      /** Problems that did not stop the start, to be logged. */
      warnings: string[];
    }
  | { ok: false; reason: StartupFailureReason; message: string };

/** Attributes of the element; they win over the same keys of the start-up data. */
export interface StartupAttributes {
  tenant?: string | undefined;
  locale?: string | undefined;
  baseUrl?: string | undefined;
  /** The element's `nonce` property (browsers hide the attribute's value). */
  nonce?: string | undefined;
}

const fail = (reason: StartupFailureReason, message: string): StartupResult => ({
  ok: false,
  reason,
  message,
});

/** Parses the JSON child's text; no child at all is the same as an empty object. */
export function parseStartupJson(
  text: string | null | undefined,
): { ok: true; data: unknown } | { ok: false } {
  if (text === null || text === undefined || text.trim() === '') return { ok: true, data: {} };
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The start-up of an element from what it carries: its attributes and its JSON child. */
export function startupFromHost(host: HostStartup): StartupResult {
  const json = parseStartupJson(host.json);
  if (!json.ok) {
    return fail('invalid-json', 'shop-cart: the start-up data (JSON child) does not parse');
  }
  return readStartup(host, json.data);
}

/**
 * Merges attributes and start-up data and checks them (DESIGN.md section 1). An attribute that is present
 * wins, even when empty (`base-url=""` is the same origin); an empty tenant is no tenant. Pure: no DOM,
 * no requests.
 */
export function readStartup(attributes: StartupAttributes, raw: unknown): StartupResult {
  if (!isPlainObject(raw)) {
    return fail(
      'invalid-startup-data',
      `shop-cart: the start-up data is invalid: expected an object, got ${Array.isArray(raw) ? 'an array' : raw === null ? 'null' : typeof raw}`,
    );
  }
  const parsed = v.safeParse(StartupDataSchema, raw);
  if (!parsed.success) {
    return fail(
      'invalid-startup-data',
      `shop-cart: the start-up data is invalid: ${describeIssues(parsed.issues)}`,
    );
  }
  const data = parsed.output;
  const tenant = attributes.tenant ?? data.tenant;
  if (!tenant) {
    return fail(
      'missing-tenant',
      'shop-cart: no tenant: set the tenant attribute or "tenant" in the start-up data',
    );
  }
  if (!isTenant(tenant)) return fail('unknown-tenant', `shop-cart: unknown tenant "${tenant}"`);

  const warnings: string[] = [];
  const props = readStartupProps(data.props ?? {}, warnings);
  const language = resolveLocale(attributes.locale ?? data.locale);
  if (language.warning) warnings.push(`shop-cart: ${language.warning}`);
  const reporting = data.errorReporting ?? {};
  const { cart, tracking, ...config } = props;
  return {
    ok: true,
    cart,
    warnings,
    tracking,
    config: {
      ...config,
      tenant,
      locale: language.locale,
      baseUrl: attributes.baseUrl ?? data.baseUrl ?? '',
      nonce: attributes.nonce || data.nonce || undefined,
    },
    errorReporting: {
      enabled: reporting.enabled ?? false,
      dsn: reporting.dsn ?? '',
      environment: reporting.environment ?? '',
      release: reporting.release ?? '',
    },
  };
}
