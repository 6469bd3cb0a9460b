// A real backend's cart as the tolerant-reading tests show it: from the start-up data and as the answer of
// GET /api/cart over HTTP (test/helpers/spelled-carts.ts has its spellings), and what the shopper sees of it.
import { expect } from '@open-wc/testing';
import { spelledCart, type Spelling } from './spelled-carts.js';
import { $$, euro, mountShopCart, shownTotal, textOf, waitForTiles } from './cart-fixture.js';
import { armNextAnswer, recordedRequests, resetCart } from './reference-api.js';
import { recordWarnings } from './console.js';

export type Json = Record<string, unknown>;

/** The total of the fixture cart, as the summary shows it. */
export const FIXTURE_TOTAL = euro(347.7);

export { recordWarnings };

/** What the shopper sees of a cart: each tile's text and the total. */
export const seen = (element: Element) => ({
  tiles: $$(element, '[part="item"]').map(textOf),
  total: shownTotal(element),
});

export const gets = async () =>
  (await recordedRequests()).filter((request) => request.method === 'GET' && request.path === '/api/cart');

/** Tiles: the fixture's ticket item shows one tile per ticket, without its appointment it is one tile. */
export const tilesOf = (spelling: Spelling) => (spelling === 'absent' || spelling === 'null' ? 3 : 4);

export async function shownFromStartup(spelling: Spelling) {
  await resetCart({ seed: 'single' });
  const recorder = recordWarnings();
  try {
    const element = mountShopCart({ data: { props: { cart: spelledCart(spelling) } } });
    await waitForTiles(element, tilesOf(spelling));
    expect(recorder.warnings, 'no warning about the start-up cart').to.deep.equal([]);
    expect(await gets(), 'no GET /api/cart').to.deep.equal([]);
    return { element, seen: seen(element) };
  } finally {
    recorder.stop();
  }
}

export async function shownFromAnswer(raw: unknown, tiles: number) {
  await resetCart({ seed: 'single' });
  await armNextAnswer('/api/cart', raw);
  const element = mountShopCart({ data: {} });
  await waitForTiles(element, tiles);
  expect(await gets()).to.have.length(1);
  return { element, seen: seen(element) };
}
