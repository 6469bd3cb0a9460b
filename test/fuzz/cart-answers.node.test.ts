// Issue 21 point 5: generated cart answers through the tolerant reader (CartSchema) and the rules that
// read a cart. Valid carts, in every spelling a backend uses, read back as the cart they are; spoilt
// ones are refused; items beyond the bounds are left out and named; nothing throws.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import * as v from 'valibot';
import { CartSchema } from '../../src/api/index.js';
import {
  appliedDiscount,
  cartItemCount,
  cartRows,
  cartSavings,
  changeNotices,
  offeredPackagingOptions,
  offeredShippingMethods,
  QUANTITY_MAX,
  selectedShippingMethod,
  summaryRows,
  TENANTS,
} from '../../src/domain/index.js';
import { cartChangeDetail, parseCartChangeDetail } from '../../src/events/cart-change.js';
import { cart, spoiltCart } from './cart-arbitraries.js';
import { check, reportGenerated } from './node-settings.js';
import { overTheWire } from './wire.js';

reportGenerated('cart answers');

describe('generated cart answers', () => {
  it('read a valid cart, in any spelling, as the cart it is', () => {
    check(600, cart(), ({ model, wire }) => {
      const parsed = v.safeParse(CartSchema, overTheWire(wire));
      assert.ok(
        parsed.success,
        parsed.success ? '' : JSON.stringify(parsed.issues[0]?.path?.map((p) => p.key)),
      );
      assert.deepStrictEqual(parsed.output, model);
    });
  });

  it('read their own output back unchanged', () => {
    check(150, cart(), ({ model }) => {
      const parsed = v.safeParse(CartSchema, overTheWire(model));
      assert.ok(parsed.success);
      assert.deepStrictEqual(parsed.output, model);
    });
  });

  it('refuse a cart the page cannot render, and never throw', () => {
    check(400, spoiltCart(), ({ wire, spoiler }) => {
      const parsed = v.safeParse(CartSchema, overTheWire(wire));
      assert.equal(parsed.success, false, `accepted a cart with ${spoiler}`);
    });
  });

  it('leave out the items beyond the bounds and name them; the rest of the cart stays', () => {
    check(
      300,
      cart({ maxItems: 3 }),
      fc.integer({ min: QUANTITY_MAX + 1, max: 1e12 }),
      fc.nat(),
      ({ model, wire }, quantity, pick) => {
        const raw = overTheWire(wire) as { items: { id: string; quantity: number }[] };
        fc.pre(raw.items.length > 0);
        const beyond = raw.items[pick % raw.items.length]!;
        beyond.quantity = quantity;
        const parsed = v.safeParse(CartSchema, raw);
        assert.ok(parsed.success);
        assert.deepStrictEqual(
          parsed.output.items,
          model.items.filter((item) => item.id !== beyond.id),
        );
        assert.deepStrictEqual(parsed.output.leftOutItems, [
          `${beyond.id} (quantity ${quantity} above ${QUANTITY_MAX})`,
        ]);
      },
    );
  });

  it('leave out an item whose id an earlier item has, and name it; the rest of the cart stays', () => {
    check(150, cart({ maxItems: 4 }), fc.nat(), fc.nat(), ({ model, wire }, first, second) => {
      const raw = overTheWire(wire) as { items: { id: string }[] };
      fc.pre(raw.items.length >= 2);
      const one = first % raw.items.length;
      const other = second % raw.items.length;
      fc.pre(one !== other);
      const [earlier, later] = [Math.min(one, other), Math.max(one, other)];
      const id = raw.items[earlier]!.id;
      raw.items[later]!.id = id;
      const parsed = v.safeParse(CartSchema, raw);
      assert.ok(parsed.success);
      assert.deepStrictEqual(
        parsed.output.items,
        model.items.filter((_, index) => index !== later),
      );
      assert.deepStrictEqual(parsed.output.leftOutItems, [`${id} (repeated id)`]);
    });
  });

  it('never throw on any JSON', () => {
    check(1000, fc.jsonValue({ maxDepth: 4 }), (value) => {
      v.safeParse(CartSchema, value);
    });
  });

  it('give every rule that reads a cart a cart it can read: nothing throws, unknown values degrade', () => {
    check(300, cart(), fc.constantFrom(...TENANTS), ({ model }, tenant) => {
      cartItemCount(model);
      cartRows(model.items);
      cartSavings(model);
      changeNotices(model.changeset);
      appliedDiscount(model);
      summaryRows(model, { tenant, mode: 'shopping' });
      summaryRows(model, { tenant, mode: 'redemption' });
      // Unknown shipping methods and packaging types are not offered; the cart names no unknown method.
      const offered = offeredShippingMethods(model);
      assert.ok(offered.every((method) => model.availableShippingMethods.some((m) => m.method === method)));
      const selected = selectedShippingMethod(model);
      if (selected !== undefined) assert.equal(selected, model.shipping?.method);
      for (const item of model.items) offeredPackagingOptions(item);
      // The event detail of a cart reads back as itself (an empty cart id is no id to other elements).
      const detail = cartChangeDetail(model);
      const expected = model.cartId === '' ? null : detail;
      assert.deepStrictEqual(parseCartChangeDetail(overTheWire(detail)), expected);
    });
  });
});
