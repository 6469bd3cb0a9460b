// The XSS corpus (test/helpers/xss-corpus.ts) through the cart's channels, as the xss-*.test.ts files run
// it: what a channel is, carts with a payload per item, and the test every channel gets. In each channel
// no payload runs, nothing is injected, no unsafe address is offered, and text shows as the text it is.
import { expect, waitUntil } from '@open-wc/testing';
import { cartRows, type Cart, type CartItem, type Product } from '../../src/domain/index.js';
import { item, product, threeItemCart } from './carts.js';
import { $$, mountShopCart, removeMounted, shadow } from './cart-fixture.js';
import { injections, installXssProbe, XSS_PAYLOADS, type XssKind, type XssPayload } from './xss-corpus.js';
import { hangGuard } from './engine.js';

export interface XssChannel {
  name: string;
  /** Which payloads go in. */
  kinds: readonly XssKind[];
  /** Puts the payloads on the page through this channel; the checks run on what it returns. */
  show: (payloads: readonly XssPayload[]) => Promise<Element>;
  /** What the channel must also show, checked after the corpus checks. */
  check?: (element: Element, payloads: readonly XssPayload[]) => void;
}

/** One item per payload, the payload written where `place` says. */
export function cartWith(
  payloads: readonly XssPayload[],
  place: (payload: XssPayload, base: CartItem) => CartItem,
): Cart {
  return threeItemCart({
    items: payloads.map((payload) =>
      place(
        payload,
        item({
          id: `item-${payload.id}`,
          product: product({ id: `p-${payload.id}`, productId: `${payload.id}` }),
        }),
      ),
    ),
  });
}

export const withProduct = (base: CartItem, changes: Partial<Product>): CartItem => ({
  ...base,
  product: { ...base.product, ...changes },
});

/**
 * Mounts the cart and waits for every tile. `hidden`: out of the layout, so images (lazy) never load:
 * image channels would otherwise fetch a relative address per payload.
 */
export async function mountWithItems(cart: Cart, { hidden = false } = {}): Promise<Element> {
  const element = mountShopCart({ data: { props: { cart } } });
  if (hidden && element.parentElement) element.parentElement.hidden = true;
  const rows = cartRows(cart.items).length;
  await waitUntil(() => $$(element, '[part="item"]').length === rows, 'every tile', {
    timeout: 5000,
    interval: 5,
  });
  return element;
}

export const itemChannel =
  (place: (payload: XssPayload, base: CartItem) => CartItem, options: { hidden?: boolean } = {}) =>
  (payloads: readonly XssPayload[]) =>
    mountWithItems(cartWith(payloads, place), options);

/** A channel through the product of each item: `changes` sets its fields from the payload. */
export const productChannel = (
  changes: (payload: XssPayload) => Partial<Product>,
  options: { hidden?: boolean } = {},
) => itemChannel((payload, base) => withProduct(base, changes(payload)), options);
export const IMAGE = product().image?.url ?? '';
export const HIDDEN = { hidden: true };
/** Channels that mount once per payload poll often: 71 mounts in a row. */
export const FAST = { interval: 5 };

export const ALL: readonly XssKind[] = ['text', 'url', 'html'];

/** Installs the probe that records payloads that ran before each test; removes it and the cart after. */
export function xssProbeEachTest(): () => ReturnType<typeof installXssProbe> {
  let probe: ReturnType<typeof installXssProbe>;
  beforeEach(() => {
    probe = installXssProbe();
  });
  afterEach(() => {
    removeMounted();
    probe.restore();
  });
  return () => probe;
}

/** The test of one channel: every payload of its kinds through it, then the page and the probe checked. */
export function channelTest(channel: XssChannel, probe: () => ReturnType<typeof installXssProbe>) {
  return async function (this: Mocha.Context) {
    this.timeout(hangGuard(30_000));
    const payloads = XSS_PAYLOADS.filter((payload) => channel.kinds.includes(payload.kind));
    const element = await channel.show(payloads);
    // Give handlers of anything injected (image errors, focus) a chance to run before looking.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(injections(shadow(element)), 'injected into the cart').to.deep.equal([]);
    expect(
      injections(document.body).filter((found) => !found.startsWith('<script')),
      'injected into the page',
    ).to.deep.equal([]);
    expect(probe().hits, 'payloads that ran').to.deep.equal([]);
    channel.check?.(element, payloads);
    console.log(`xss: ${channel.name}: ${payloads.length} payloads, none ran or was injected`);
  };
}

/** A file's channels as its suite: one test per channel, the probe installed around each. */
export function describeXssChannels(channels: readonly XssChannel[]) {
  describe('XSS corpus through every channel of the cart', () => {
    const probe = xssProbeEachTest();
    for (const channel of channels) it(channel.name, channelTest(channel, probe));
  });
}
