// Bounds of answers: quantities beyond the maximum leave that item out; absurd amounts refuse the answer.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as v from 'valibot';
import { CartSchema } from '../../src/api/index.js';
import { seedCart } from '../../demo/server/seeds.js';

const cartWith = (change: (cart: ReturnType<typeof seedCart>) => void) => {
  const cart = structuredClone(seedCart('JS_DE', {}));
  change(cart);
  return JSON.parse(JSON.stringify(cart)) as unknown;
};

describe('cart answers within bounds', () => {
  it('reads the seeded cart as it is', () => {
    const parsed = v.safeParse(
      CartSchema,
      cartWith(() => undefined),
    );
    assert.equal(parsed.success, true);
    if (parsed.success) assert.equal(parsed.output.leftOutItems, undefined);
  });

  for (const quantity of [26, 20000, 1e10]) {
    it(`leaves out an item of quantity ${quantity} and keeps the rest`, () => {
      const raw = cartWith((cart) => {
        const appointmentItem = cart.items.find((item) => item.appointment);
        assert.ok(appointmentItem);
        appointmentItem.quantity = quantity;
      });
      const parsed = v.safeParse(CartSchema, raw);
      assert.equal(parsed.success, true);
      if (!parsed.success) return;
      const all = (raw as { items: unknown[] }).items.length;
      assert.equal(parsed.output.items.length, all - 1);
      assert.equal(parsed.output.leftOutItems?.length, 1);
      assert.match(parsed.output.leftOutItems?.[0] ?? '', new RegExp(`quantity ${quantity}`));
    });
  }

  for (const amount of [1e308, -1e308, 1e9, 1e12]) {
    it(`refuses the answer with an amount of ${amount}`, () => {
      const total = v.safeParse(
        CartSchema,
        cartWith((cart) => {
          cart.total.gross.amount = amount;
        }),
      );
      assert.equal(total.success, false);
      const price = v.safeParse(
        CartSchema,
        cartWith((cart) => {
          cart.items[0]!.product.price.gross.amount = amount;
        }),
      );
      assert.equal(price.success, false);
    });
  }

  it('accepts a large but plausible amount', () => {
    const parsed = v.safeParse(
      CartSchema,
      cartWith((cart) => {
        cart.total.gross.amount = 99_999.99;
      }),
    );
    assert.equal(parsed.success, true);
  });
});

// Spec point 3 and DESIGN.md's tolerant reading: the page cannot tell carts or their versions apart without
// a cart id and a version that is a count, so such an answer is refused and can never beat the newest.
describe('the cart identity an answer must carry', () => {
  const cases: [string, (cart: Record<string, unknown>) => void][] = [
    ['an empty cartId', (cart) => (cart.cartId = '')],
    ['no cartId', (cart) => delete cart.cartId],
    ['a negative cartVersion', (cart) => (cart.cartVersion = -1)],
    ['no cartVersion', (cart) => delete cart.cartVersion],
    ['a cartVersion of null', (cart) => (cart.cartVersion = null)],
    ['a fractional cartVersion', (cart) => (cart.cartVersion = 1.5)],
  ];
  for (const [what, change] of cases) {
    it(`refuses ${what}`, () => {
      const raw = cartWith((cart) => change(cart as unknown as Record<string, unknown>));
      assert.equal(v.safeParse(CartSchema, raw).success, false);
    });
  }
});
