// Issue 21 point 5: generated answers of the other calls (delivery terms, packaging variants, product
// details, error bodies, shipping countries) and the HTTP client that reads every answer. Valid entries
// read back as they are; an entry that does not fit drops only itself; nothing throws but ApiError.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import fc from 'fast-check';
import * as v from 'valibot';
import { ApiError, CartSchema, requestJson } from '../../src/api/index.js';
import { DeliveryTermsSchema, ShippingCountriesSchema } from '../../src/api/schemas/delivery-schemas.js';
import { PackagingVariantsSchema } from '../../src/api/schemas/packaging-variants-schema.js';
import { ProductDetailsSchema } from '../../src/api/schemas/product-details-schema.js';
import { parseErrorBody } from '../../src/api/error-body-schema.js';
import { COUNTRY_CODES, PACKAGING_TYPES, SHIPPING_METHODS } from '../../src/domain/index.js';
import { cart } from './cart-arbitraries.js';
import { check, checkAsync, reportGenerated } from './node-settings.js';
import { anyJson, overTheWire, record, same, text, type Wire } from './wire.js';

reportGenerated('other answers');

/** A list of entries, some that fit (their `model`) and some odd ones that must be left out. */
function mixedList<T>(fitting: fc.Arbitrary<Wire<T>>, odd: fc.Arbitrary<unknown>) {
  return fc
    .array(
      fc.oneof(
        { weight: 3, arbitrary: fitting.map((pair) => ({ fits: true as const, pair })) },
        odd.map((value) => ({ fits: false as const, value })),
      ),
      {
        maxLength: 6,
      },
    )
    .map((entries) => ({
      model: entries.flatMap((entry) => (entry.fits ? [entry.pair.model] : [])),
      wire: entries.map((entry) => (entry.fits ? entry.pair.wire : entry.value)),
    }));
}

const deliveryTerm = record<{ date?: string; text: string; packagingType: string; shippingMethod: string }>({
  required: {
    text: same(text()),
    packagingType: same(fc.constantFrom(...PACKAGING_TYPES)),
    shippingMethod: same(fc.constantFrom(...SHIPPING_METHODS)),
  },
  // An empty date is no date.
  optional: { date: same(fc.string({ minLength: 1, maxLength: 12 })) },
});

const oddDeliveryTerm = fc
  .oneof(
    anyJson(),
    fc.record({
      text: text(),
      packagingType: fc.constantFrom('Drone', 'giftbox', ''),
      shippingMethod: fc.constantFrom(...SHIPPING_METHODS),
    }),
    fc.record({
      text: text(),
      packagingType: fc.constantFrom(...PACKAGING_TYPES),
      shippingMethod: fc.constantFrom('teleport', 'BOX_STANDARD'),
    }),
    fc.record({
      packagingType: fc.constantFrom(...PACKAGING_TYPES),
      shippingMethod: fc.constantFrom(...SHIPPING_METHODS),
    }),
  )
  .filter(
    (value) =>
      !v.is(
        v.object({
          text: v.string(),
          packagingType: v.picklist(PACKAGING_TYPES),
          shippingMethod: v.picklist(SHIPPING_METHODS),
          date: v.nullish(v.string()),
        }),
        value,
      ),
  );

const variant = fc
  .record({
    id: fc.string({ minLength: 1, maxLength: 10 }),
    title: text(),
    image: fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
    thumbnail: fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
    nulls: fc.boolean(),
  })
  .map(({ id, title, image, thumbnail, nulls }) => {
    const wire: Record<string, unknown> = { id, title };
    const model: Record<string, unknown> = { id, title };
    for (const [key, value] of [
      ['image', image],
      ['thumbnail', thumbnail],
    ] as const) {
      if (value) {
        wire[key] = value;
        model[key] = value;
      } else if (value === '' || nulls) wire[key] = value ?? null;
    }
    return { model, wire };
  });

const oddVariant = fc
  .oneof(
    anyJson(),
    fc.record({ id: fc.constant(''), title: text() }),
    fc.record({ id: fc.nat(), title: text() }),
    fc.record({ id: fc.string({ minLength: 1 }) }),
  )
  .filter(
    (value) =>
      !v.is(
        v.object({
          id: v.pipe(v.string(), v.nonEmpty()),
          title: v.string(),
          image: v.nullish(v.string()),
          thumbnail: v.nullish(v.string()),
        }),
        value,
      ),
  );

describe('generated answers of the other calls', () => {
  it('delivery terms: fitting terms read back, odd ones (unknown types, missing text) are left out', () => {
    check(800, mixedList(deliveryTerm, oddDeliveryTerm), ({ model, wire }) => {
      const parsed = v.safeParse(DeliveryTermsSchema, overTheWire(wire));
      assert.ok(parsed.success);
      assert.deepStrictEqual(parsed.output, model);
    });
  });

  it('packaging variants: fitting variants read back, empty images dropped, odd entries left out', () => {
    check(800, mixedList(variant, oddVariant), ({ model, wire }) => {
      const parsed = v.safeParse(PackagingVariantsSchema, overTheWire(wire));
      assert.ok(parsed.success);
      assert.deepStrictEqual(parsed.output, model);
    });
  });

  it('shipping countries: known codes kept in order, others left out', () => {
    check(
      500,
      fc.array(fc.oneof(fc.constantFrom(...COUNTRY_CODES), text(), anyJson()), { maxLength: 8 }),
      (codes) => {
        const parsed = v.safeParse(ShippingCountriesSchema, overTheWire(codes));
        assert.ok(parsed.success);
        assert.deepStrictEqual(
          parsed.output,
          codes.filter((code) => (COUNTRY_CODES as readonly unknown[]).includes(code)),
        );
      },
    );
  });

  it('the list answers: anything but a list (or null) is refused, nothing throws', () => {
    check(500, anyJson(), (value) => {
      for (const schema of [DeliveryTermsSchema, PackagingVariantsSchema, ShippingCountriesSchema]) {
        const parsed = v.safeParse(schema, value);
        assert.equal(parsed.success, value === null || Array.isArray(value));
      }
    });
  });

  it('product details: title and services read back, null and missing read as empty, nothing else matters', () => {
    const details = record<{
      title?: string;
      productInformation?: { services?: { caption?: string; body?: string } };
    }>({
      optional: {
        title: same(text()),
        productInformation: record({
          optional: { services: record({ optional: { caption: same(text()), body: same(text()) } }) },
        }),
      },
    });
    check(800, details, ({ model, wire }) => {
      const parsed = v.safeParse(ProductDetailsSchema, overTheWire(wire));
      assert.ok(parsed.success);
      assert.deepStrictEqual(parsed.output, {
        title: model.title ?? '',
        caption: model.productInformation?.services?.caption ?? '',
        body: model.productInformation?.services?.body ?? '',
      });
    });
    check(300, anyJson(), (value) => {
      v.safeParse(ProductDetailsSchema, value);
    });
  });

  it('error bodies: every fitting member read back, anything else read as an empty body, never a throw', () => {
    const body = record<{
      code?: number;
      message?: string;
      key?: string;
      fields?: { appointmentIds?: string[] };
    }>({
      optional: {
        code: same(fc.oneof(fc.constantFrom(0, 104, 300, 500, 702, 706, 716), fc.integer())),
        message: same(text()),
        key: same(fc.oneof(text(), fc.constantFrom('User not authenticated', 'COUNT_EXCEEDED'))),
        fields: record({ optional: { appointmentIds: same(fc.array(text(), { maxLength: 3 })) } }),
      },
    });
    check(800, body, ({ model, wire }) => {
      const read = parseErrorBody(overTheWire(wire));
      // `fields` keeps members it does not name (a looseObject): compare what the reader names.
      const { fields, ...rest } = read;
      const { fields: modelFields, ...modelRest } = model;
      assert.deepStrictEqual(rest, modelRest);
      assert.deepStrictEqual(fields?.appointmentIds, modelFields?.appointmentIds);
      assert.equal(fields === undefined, modelFields === undefined);
    });
    check(
      500,
      fc.oneof(
        anyJson(),
        fc.record({ code: anyJson(), message: anyJson(), key: anyJson(), fields: anyJson() }),
      ),
      (value) => {
        const read = parseErrorBody(value);
        assert.ok(typeof read === 'object' && read !== null);
        assert.ok(read.code === undefined || typeof read.code === 'number');
        assert.ok(read.message === undefined || typeof read.message === 'string');
      },
    );
  });
});

describe('the HTTP client over generated answers', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  /** What a server (or a proxy in front of it) might answer: a status and a body text. */
  const answer = fc.oneof(
    { weight: 3, arbitrary: cart({ maxItems: 2 }).map(({ wire }) => JSON.stringify(wire)) },
    { weight: 2, arbitrary: anyJson().map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '<!doctype html><h1>Bad Gateway</h1>', '{"cartId":', 'null', '\uFEFF{}'),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  );
  const status = fc.oneof(
    { weight: 3, arbitrary: fc.constant(200) },
    fc.constantFrom(201, 204, 400, 401, 404, 409, 500, 502, 503),
    fc.integer({ min: 200, max: 599 }),
  );

  it('answers a cart or throws an ApiError that says why: http with its body, or invalid-answer', async () => {
    let answered = 0;
    await checkAsync(600, status, answer, async (code, body) => {
      // 204, 205 and 304 have no body by definition.
      globalThis.fetch = () =>
        Promise.resolve(new Response([204, 205, 304].includes(code) ? null : body, { status: code }));
      try {
        const result = await requestJson({ baseUrl: '' }, '/api/cart', CartSchema);
        answered += 1;
        assert.ok(code < 300);
        assert.ok(v.is(CartSchema, result));
      } catch (error) {
        assert.ok(error instanceof ApiError, `${code} ${body}: ${String(error)}`);
        assert.equal(error.failure.kind, code >= 300 ? 'http' : 'invalid-answer');
      }
    });
    assert.ok(answered > 0, 'some generated answers are carts');
  });
});
