import { expect, waitUntil } from '@open-wc/testing';
import { atom } from 'jotai';
import { ApiError } from '../../../src/api/index.js';
import type { Cart } from '../../../src/domain/index.js';
import {
  abortCartChangesAtom,
  applyCartAtom,
  cartAtom,
  cartBusyAtom,
  cartCallsSettledAtom,
  cartChangeErrorAtom,
  cartChangeErrorFocusAtom,
  itemChangeErrorAtom,
  pendingCartChangesAtom,
  runCartChange,
  type CartChange,
} from '../../../src/state/index.js';
import { recordedRequests, resetCart } from '../../helpers/reference-api.js';
import { cartStore } from '../../helpers/store.js';
import { deferred } from '../../helpers/deferred.js';

type Store = ReturnType<typeof cartStore>;

/** A change whose answer the test gives by hand. */
function handChange(store: Store, itemId?: string) {
  const answer = deferred<Cart>();
  let signal: AbortSignal | undefined;
  const change: CartChange = {
    name: 'set-item-quantity',
    ...(itemId ? { failureShows: 'item', itemIds: [itemId] } : { failureShows: 'page' }),
    call: (_client, given) => {
      signal = given;
      return answer.promise;
    },
  };
  const result = store.set(atom(null, (get, set) => runCartChange(get, set, change)));
  return { ...answer, result, signal: () => signal };
}

const version = (cart: Cart, cartVersion: number): Cart => ({ ...cart, cartVersion });
const serverError = () => new ApiError({ kind: 'http', status: 500, body: { code: 500 } }, 'HTTP 500');
const refusal = () => new ApiError({ kind: 'http', status: 422, body: { code: 104 } }, 'HTTP 422');
/** Waits until the changes' calls went out: the server answers a call only once it was sent. */
const sent = (...changes: ReturnType<typeof handChange>[]) =>
  waitUntil(() => changes.every((change) => change.signal() !== undefined), 'the calls went out');
const gets = async () =>
  (await recordedRequests()).filter((r) => r.method === 'GET' && r.path === '/api/cart');

describe('state: runCartChange, converging on the server cart', () => {
  let cart: Cart;
  beforeEach(async () => {
    cart = await resetCart({ seed: 'single' });
  });

  it('shows a confirmed answer and counts the call while it is in flight', async () => {
    const store = cartStore(cart);
    const change = handChange(store);
    expect(store.get(pendingCartChangesAtom)).to.equal(1);
    expect(store.get(cartBusyAtom)).to.equal(true);
    await sent(change);
    change.resolve(version(cart, cart.cartVersion + 1));
    expect(await change.result).to.equal('applied');
    expect(store.get(cartAtom)?.cartVersion).to.equal(cart.cartVersion + 1);
    expect(store.get(pendingCartChangesAtom)).to.equal(0);
  });

  it('tells when the calls in flight have settled: at once with none, after the last one', async () => {
    const store = cartStore(cart);
    let settled = false;
    await store.set(cartCallsSettledAtom);
    const first = handChange(store);
    const second = handChange(store);
    void store.set(cartCallsSettledAtom).then(() => (settled = true));
    await sent(first, second);
    first.resolve(version(cart, cart.cartVersion + 1));
    await first.result;
    expect(settled, 'one call still in flight').to.equal(false);
    second.resolve(version(cart, cart.cartVersion + 2));
    await second.result;
    await waitUntil(() => settled, 'settled after the last call');
    expect(store.get(cartAtom)?.cartVersion).to.equal(cart.cartVersion + 2);
  });

  it('stops waiting for a call that hangs after the time given, or when the waiter aborts', async () => {
    const store = cartStore(cart);
    const hanging = handChange(store);
    let timedOut = false;
    const startedAt = performance.now();
    void store.set(cartCallsSettledAtom, 200).then(() => (timedOut = true));
    const aborted = new AbortController();
    let abortedSettled = false;
    void store.set(cartCallsSettledAtom, Infinity, aborted.signal).then(() => (abortedSettled = true));
    await waitUntil(() => timedOut, 'woken after 200 ms');
    expect(performance.now() - startedAt).to.be.at.least(190);
    expect(store.get(pendingCartChangesAtom), 'the call is still in flight').to.equal(1);
    expect(abortedSettled, 'no time given: still waiting').to.equal(false);
    aborted.abort();
    await waitUntil(() => abortedSettled, 'woken by its abort');
    hanging.resolve(version(cart, cart.cartVersion + 1));
    await hanging.result;
    expect(store.get(pendingCartChangesAtom)).to.equal(0);
  });

  it('tears no call down: an older answer waits while a newer change is in flight, then the newest shows', async () => {
    const store = cartStore(cart);
    const older = handChange(store);
    const newer = handChange(store);
    await sent(older, newer);
    expect(older.signal()?.aborted, 'the older call is not aborted').to.equal(false);
    // The older change reached the server last: its answer is the newer cart version.
    older.resolve(version(cart, cart.cartVersion + 2));
    expect(await older.result).to.equal('superseded');
    expect(store.get(cartAtom)?.cartVersion, 'held back').to.equal(cart.cartVersion);
    newer.resolve(version(cart, cart.cartVersion + 1));
    expect(await newer.result).to.equal('applied');
    expect(store.get(cartAtom)?.cartVersion, 'the newest confirmed version').to.equal(cart.cartVersion + 2);
  });

  it('never goes back to an older version when a late answer arrives after the newest', async () => {
    const store = cartStore(cart);
    const older = handChange(store);
    const newer = handChange(store);
    await sent(older, newer);
    newer.resolve(version(cart, cart.cartVersion + 2));
    expect(await newer.result).to.equal('applied');
    older.resolve(version(cart, cart.cartVersion + 1));
    await older.result;
    expect(store.get(cartAtom)?.cartVersion).to.equal(cart.cartVersion + 2);
  });

  it('when the newest change fails: its message, beside the newest confirmed cart', async () => {
    const store = cartStore(cart);
    const older = handChange(store);
    const newer = handChange(store);
    await sent(older, newer);
    older.resolve(version(cart, cart.cartVersion + 1));
    await older.result;
    newer.reject(refusal());
    expect(await newer.result).to.equal('failed');
    expect(store.get(cartAtom)?.cartVersion).to.equal(cart.cartVersion + 1);
    await waitUntil(() => store.get(cartChangeErrorAtom) !== null, 'error message');
  });

  it('shows no message for a change that failed while a newer one was started', async () => {
    const store = cartStore(cart);
    const older = handChange(store);
    const newer = handChange(store);
    await sent(older, newer);
    older.reject(refusal());
    expect(await older.result).to.equal('failed');
    newer.resolve(version(cart, cart.cartVersion + 1));
    await newer.result;
    expect(store.get(cartChangeErrorAtom)).to.equal(null);
  });

  it('after a failure with an unknown outcome: one GET /api/cart once every call has ended', async () => {
    const store = cartStore(cart);
    const older = handChange(store);
    const newer = handChange(store);
    await sent(older, newer);
    newer.reject(serverError());
    await newer.result;
    expect(await gets(), 'not while a call is in flight').to.have.length(0);
    expect(store.get(cartBusyAtom)).to.equal(true);
    older.resolve(version(cart, cart.cartVersion));
    await older.result;
    expect(store.get(cartBusyAtom), 'busy until the reload settled').to.equal(true);
    await waitUntil(() => store.get(pendingCartChangesAtom) === 0, 'reload settled');
    expect(await gets()).to.have.length(1);
  });

  it('makes no GET after a refusal with an error code (the server changed nothing)', async () => {
    const store = cartStore(cart);
    const change = handChange(store);
    await sent(change);
    change.reject(refusal());
    await change.result;
    expect(store.get(pendingCartChangesAtom)).to.equal(0);
    expect(await gets()).to.have.length(0);
  });

  it('drops the calls in flight when the element leaves, and shows nothing of them', async () => {
    const store = cartStore(cart);
    const change = handChange(store);
    await waitUntil(() => change.signal(), 'the call went out');
    store.set(abortCartChangesAtom);
    expect(change.signal()?.aborted).to.equal(true);
    change.reject(new DOMException('aborted', 'AbortError'));
    expect(await change.result).to.equal('superseded');
    expect(store.get(cartChangeErrorAtom)).to.equal(null);
    expect(store.get(pendingCartChangesAtom)).to.equal(0);
  });

  it('sends the call once the page has painted the change, and nothing when the element left before', async () => {
    const store = cartStore(cart);
    const change = handChange(store);
    expect(change.signal(), 'no call before the next frame').to.equal(undefined);
    expect(store.get(cartBusyAtom), 'busy at once').to.equal(true);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(change.signal(), 'the call after the frame').not.to.equal(undefined);
    change.resolve(version(cart, cart.cartVersion + 1));
    expect(await change.result).to.equal('applied');

    const left = handChange(store);
    store.set(abortCartChangesAtom);
    expect(await left.result).to.equal('superseded');
    expect(left.signal(), 'never sent').to.equal(undefined);
    expect(store.get(pendingCartChangesAtom)).to.equal(0);
  });

  it('sends the call at once in a hidden page, where no frame comes', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      const store = cartStore(cart);
      const change = handChange(store);
      await Promise.resolve();
      await Promise.resolve();
      expect(change.signal(), 'the call without a frame').not.to.equal(undefined);
      change.resolve(version(cart, cart.cartVersion + 1));
      expect(await change.result).to.equal('applied');
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });

  it('tells a failed change of one item at that item, not at the page, and clears it on the next success', async () => {
    const store = cartStore(cart);
    const itemId = cart.items[0]!.id;
    const change = handChange(store, itemId);
    await sent(change);
    change.reject(refusal());
    expect(await change.result).to.equal('failed');
    await waitUntil(() => store.get(itemChangeErrorAtom) !== null, 'item message');
    expect(store.get(itemChangeErrorAtom)?.itemId).to.equal(itemId);
    expect(store.get(cartChangeErrorAtom)).to.equal(null);
    expect(store.get(cartChangeErrorFocusAtom)).to.equal(0);
    const next = handChange(store, itemId);
    await sent(next);
    next.resolve(version(cart, cart.cartVersion + 1));
    await next.result;
    expect(store.get(itemChangeErrorAtom)).to.equal(null);
  });

  it('moves the message of an item that left the cart to the page, and asks for the focus there', async () => {
    const store = cartStore(cart);
    const itemId = cart.items[0]!.id;
    const change = handChange(store, itemId);
    await sent(change);
    change.reject(refusal());
    await change.result;
    await waitUntil(() => store.get(itemChangeErrorAtom) !== null, 'item message');
    // A newer cart without the item arrives (another tab removed it).
    store.set(applyCartAtom, { ...cart, cartVersion: cart.cartVersion + 1, items: [] });
    expect(store.get(itemChangeErrorAtom)).to.equal(null);
    expect(store.get(cartChangeErrorAtom)).to.not.equal(null);
    expect(store.get(cartChangeErrorFocusAtom)).to.equal(1);
  });

  it('tells a failure of an item no longer in the cart at the page, with the focus request', async () => {
    const store = cartStore(cart);
    const change = handChange(store, 'gone-item');
    await sent(change);
    change.reject(refusal());
    await change.result;
    await waitUntil(() => store.get(cartChangeErrorAtom) !== null, 'page message');
    expect(store.get(itemChangeErrorAtom)).to.equal(null);
    expect(store.get(cartChangeErrorFocusAtom)).to.equal(1);
  });
});
