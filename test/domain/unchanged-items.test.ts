// An answer's unchanged items keep the objects the cart shows (their memoized tiles skip the render).
import { expect } from '@open-wc/testing';
import { keepUnchangedItems, sameJson, type Cart } from '../../src/domain/index.js';
import { emptyCart, item } from '../helpers/carts.js';

const cart = (fields: Partial<Cart>): Cart => ({ ...emptyCart(), ...fields });

/** The same cart as a fresh answer: every object new, as parsed JSON. */
const reparsed = (from: Cart): Cart => JSON.parse(JSON.stringify(from)) as Cart;

describe('keepUnchangedItems', () => {
  it('keeps the shown objects of unchanged items and takes the changed ones from the answer', () => {
    const shown = cart({ items: [item({ id: 'a' }), item({ id: 'b' }), item({ id: 'c' })] });
    const answer = reparsed(shown);
    answer.items[1] = { ...answer.items[1]!, quantity: answer.items[1]!.quantity + 1 };
    const kept = keepUnchangedItems(shown, answer);
    expect(kept.items[0]).to.equal(shown.items[0]);
    expect(kept.items[1]).to.equal(answer.items[1]);
    expect(kept.items[2]).to.equal(shown.items[2]);
    expect(kept.cartVersion).to.equal(answer.cartVersion);
  });

  it('answers the new cart as is when nothing is kept: first cart, other items, a removed item', () => {
    const shown = cart({ items: [item({ id: 'a' }), item({ id: 'b' })] });
    const answer = reparsed(cart({ items: [item({ id: 'c' })] }));
    expect(keepUnchangedItems(null, answer)).to.equal(answer);
    expect(keepUnchangedItems(shown, answer)).to.equal(answer);
    const removed = reparsed(shown);
    removed.items.splice(0, 1);
    expect(keepUnchangedItems(shown, removed).items).to.deep.equal([shown.items[1]]);
    expect(keepUnchangedItems(shown, removed).items[0]).to.equal(shown.items[1]);
  });

  it('sees a change deep in an item, an added or missing member, and not the order of members', () => {
    expect(sameJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).to.equal(true);
    expect(sameJson({ a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'y' }] })).to.equal(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).to.equal(false);
    expect(sameJson({ a: 1, b: 2 }, { a: 1, c: 2 })).to.equal(false);
    expect(sameJson([1, 2], [1, 2, 3])).to.equal(false);
    expect(sameJson([1], { 0: 1 })).to.equal(false);
    expect(sameJson(null, {})).to.equal(false);
    expect(sameJson(Number.NaN, Number.NaN)).to.equal(true);
  });
});
