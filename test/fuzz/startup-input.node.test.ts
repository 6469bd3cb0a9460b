// Issue 21 point 5: generated start-up data and attributes of <shop-cart> (readStartup, the JSON child's
// text, the tenant configuration, the payments entries). Attributes win over the data; a cart, tenant
// configuration or payments entry that does not fit is ignored with a warning; unknown modes and layouts
// fall back; only a missing or unknown tenant or unreadable data refuse the start; nothing throws.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import * as v from 'valibot';
import { CartSchema, TenantConfigSchema } from '../../src/api/index.js';
import {
  parseStartupJson,
  readStartup,
  startupFromHost,
} from '../../src/cart/fragment/startup/read-startup.js';
import {
  CART_MODES,
  DEFAULT_NEXT_STEP_URL,
  isFollowableUrl,
  isTenant,
  ITEM_LAYOUTS,
  TENANTS,
  resolveLocale,
  type TenantConfig,
} from '../../src/domain/index.js';
import { SHOP_CART_ERROR_REASONS } from '../../src/events/shop-cart-error.js';
import { readPaymentsConfig } from '../../src/payments/area/payments-config.js';
import { cart, money, spoiltCart } from './cart-arbitraries.js';
import { check, reportGenerated } from './node-settings.js';
import { anyJson, openValue, overTheWire, record, same, text } from './wire.js';

reportGenerated('start-up input');

const tenantText = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...TENANTS) },
    text(),
    fc.constantFrom('js_de', 'JS_FR', ''),
  );
const nextStepUrl = () =>
  fc.oneof(
    fc.constantFrom(
      '/checkout',
      'https://shop.example/checkout',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      ' /checkout ',
    ),
    text(),
  );

const attributes = fc.record(
  {
    tenant: tenantText(),
    locale: fc.oneof(fc.constantFrom('de', 'en', 'en-GB', ''), text()),
    baseUrl: fc.oneof(fc.constantFrom('', 'https://api.example'), text()),
    nonce: text(),
  },
  { requiredKeys: [] },
);

/** The cart of the start-up data: a fitting one, a spoilt one, or anything at all. */
const startupCart = fc.oneof(
  { weight: 3, arbitrary: cart({ maxItems: 2 }).map(({ wire }) => wire) },
  { weight: 1, arbitrary: spoiltCart().map(({ wire }) => wire) },
  { weight: 1, arbitrary: anyJson() },
);

const tenantConfig = record<TenantConfig>({
  optional: {
    brandDisplayName: same(text()),
    urls: record({
      optional: {
        web: record({ required: { href: same(text()), label: same(text()) } }),
        redemption: same(text()),
        redeemVoucher: same(text()),
      },
    }),
    notCountableSkus: same(fc.array(text(), { maxLength: 3 })),
    noOfExperiences: same(fc.nat()),
    giftWrapperSize: same(text()),
    boxWithGreetingCardPrice: money(),
    shippingProviders: record({ required: { box: same(text()), letter: same(text()) } }),
  },
});

const startupData = record<Record<string, unknown>>({
  optional: {
    baseUrl: same(text()),
    locale: same(fc.oneof(fc.constantFrom('de', 'en'), text())),
    tenant: same(tenantText()),
    nonce: same(text()),
    props: record({
      optional: {
        cart: same(startupCart),
        mode: openValue(CART_MODES),
        customerEmailHash: same(fc.oneof(fc.constantFrom('', 'a1b2c3'), text())),
        nextStepUrl: same(nextStepUrl()),
        newDesign: same(fc.boolean()),
        itemLayout: openValue(ITEM_LAYOUTS),
        tenantConfig: fc.oneof(
          tenantConfig.map(({ wire }) => ({ model: wire, wire })),
          same(anyJson()),
        ),
        payments: same(fc.oneof(anyJson(), paymentsEntries())),
        tracking: same(anyJson()),
      },
    }),
    errorReporting: record({
      optional: {
        enabled: same(fc.boolean()),
        dsn: same(text()),
        environment: same(text()),
        release: same(text()),
      },
    }),
  },
});

function paymentsEntries() {
  return fc.record(
    {
      stripe: fc.oneof(
        fc.record(
          { publishableKey: text(), scriptUrl: nextStepUrl(), country: fc.constantFrom('DE', 'de', 'AT') },
          { requiredKeys: [] },
        ),
        anyJson(),
      ),
      paypal: fc.oneof(
        fc.record(
          { clientId: text(), environment: fc.constantFrom('sandbox', 'production', 'live') },
          { requiredKeys: [] },
        ),
        anyJson(),
      ),
      amazonPay: fc.oneof(
        fc.record(
          { publicKeyId: text(), buttonColor: fc.constantFrom('Gold', 'Pink') },
          { requiredKeys: [] },
        ),
        anyJson(),
      ),
      nextUrl: fc.oneof(nextStepUrl(), anyJson()),
      returnUrl: fc.oneof(nextStepUrl(), anyJson()),
    },
    { requiredKeys: [] },
  );
}

type Data = {
  tenant?: string;
  locale?: string;
  baseUrl?: string;
  nonce?: string;
  props?: Record<string, unknown>;
};

describe('generated start-up input', () => {
  it('starts with what attributes and data give, attributes first; refuses only without a known tenant', () => {
    check(1200, attributes, startupData, (attrs, { model, wire }) => {
      const data = model as Data;
      const result = readStartup(attrs, overTheWire(wire));
      const tenant = attrs.tenant ?? data.tenant;
      if (!tenant) {
        assert.ok(!result.ok && result.reason === 'missing-tenant');
        return;
      }
      if (!isTenant(tenant)) {
        assert.ok(!result.ok && result.reason === 'unknown-tenant');
        return;
      }
      assert.ok(result.ok, result.ok ? '' : result.message);
      const { config } = result;
      const props = data.props ?? {};
      assert.equal(config.tenant, tenant);
      // Precedence is what this checks; what a locale value means is test/domain/locale.test.ts's.
      assert.equal(config.locale, resolveLocale(attrs.locale ?? data.locale).locale);
      assert.equal(config.baseUrl, attrs.baseUrl ?? data.baseUrl ?? '');
      assert.equal(
        config.mode,
        (CART_MODES as readonly unknown[]).includes(props.mode) ? props.mode : 'shopping',
      );
      assert.equal(
        config.itemLayout,
        (ITEM_LAYOUTS as readonly unknown[]).includes(props.itemLayout) ? props.itemLayout : 'current',
      );
      assert.equal(config.newDesign, props.newDesign ?? true);
      const wanted = (props.nextStepUrl as string | undefined) ?? DEFAULT_NEXT_STEP_URL;
      assert.equal(config.nextStepUrl, isFollowableUrl(wanted) ? wanted : DEFAULT_NEXT_STEP_URL);
      // The cart: read as its own schema reads it, or ignored with a warning.
      const readCart = props.cart == null ? null : v.safeParse(CartSchema, overTheWire(props.cart));
      if (readCart === null) assert.equal(result.cart, null);
      else if (readCart.success) assert.deepStrictEqual(result.cart, readCart.output);
      else {
        assert.equal(result.cart, null);
        assert.ok(
          result.warnings.some((warning) => warning.includes('the cart in the start-up data is invalid')),
        );
      }
      const readConfig =
        props.tenantConfig == null ? null : v.safeParse(TenantConfigSchema, overTheWire(props.tenantConfig));
      assert.deepStrictEqual(config.tenantConfig, readConfig?.success ? readConfig.output : null);
      for (const warning of result.warnings) assert.match(warning, /^shop-cart: /);
    });
  });

  it('never throws on any start-up JSON or attributes; a refusal has a reason and says what is wrong', () => {
    check(
      1000,
      attributes,
      fc.oneof(
        anyJson(),
        fc.record(
          { tenant: anyJson(), props: anyJson(), errorReporting: anyJson(), locale: anyJson() },
          { requiredKeys: [] },
        ),
      ),
      (attrs, raw) => {
        const result = readStartup(attrs, raw);
        if (!result.ok) {
          assert.ok(SHOP_CART_ERROR_REASONS.includes(result.reason));
          assert.match(result.message, /^shop-cart: \S/);
        }
      },
    );
  });

  it('reads the JSON child as text: what parses is the data, what does not is invalid-json', () => {
    const jsonText = fc.oneof(
      startupData.map(({ wire }) => JSON.stringify(wire)),
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        '',
        '   ',
        '{',
        '{"tenant":"JS_DE",}',
        "{'tenant':'JS_DE'}",
        'null',
        '[]',
        '"JS_DE"',
        '\uFEFF{}',
      ),
    );
    check(800, attributes, jsonText, (attrs, json) => {
      const parsed = parseStartupJson(json);
      const result = startupFromHost({
        tenant: attrs.tenant,
        locale: attrs.locale,
        baseUrl: attrs.baseUrl,
        json,
        nonce: attrs.nonce,
      });
      if (!parsed.ok) assert.ok(!result.ok && result.reason === 'invalid-json');
      else assert.deepStrictEqual(result, readStartup(attrs, parsed.data));
    });
  });

  it('payments: each provider entry offered or not on its own, with a warning when it does not fit', () => {
    check(800, paymentsEntries(), fc.constantFrom(...TENANTS), nextStepUrl(), (raw, tenant, next) => {
      const setup = readPaymentsConfig(raw, { tenant, nextStepUrl: next });
      for (const warning of setup.warnings) assert.match(warning, /^shop-cart: payments\.\w+ /);
      const given = (name: string) =>
        (raw as Record<string, unknown>)[name] !== undefined &&
        (raw as Record<string, unknown>)[name] !== null;
      if (!given('stripe')) assert.equal(setup.stripe, null);
      if (!given('paypal')) assert.equal(setup.paypal, null);
      if (!given('amazonPay')) assert.equal(setup.amazonPay, null);
      assert.ok(setup.nextUrl === next || isFollowableUrl(setup.nextUrl));
    });
  });

  it('tenant configuration: read back in any spelling', () => {
    check(500, tenantConfig, ({ model, wire }) => {
      const parsed = v.safeParse(TenantConfigSchema, overTheWire(wire));
      assert.ok(parsed.success);
      assert.deepStrictEqual(parsed.output, model);
    });
  });
});
