// Issue 10 point 9: the XSS corpus through every text, URL and HTML channel of the cart. In each: no
// payload runs, nothing is injected, no unsafe address is offered, and text shows as the text it is.
// A section adds its inputs (coupon code, discount message, voucher, loyalty number ...) as channels.
import { expect, waitUntil } from '@open-wc/testing';
import {
  cartRows,
  type Cart,
  type CartChangeset,
  type CartItem,
  type Product,
} from '../../src/domain/index.js';
import { item, product, threeItemCart } from '../helpers/carts.js';
import { $, $$, choose, mountShopCart, removeMounted, shadow, textOf } from '../helpers/cart-fixture.js';
import { waitUntilSettled } from '../helpers/page-vs-server.js';
import { resetCart, startupDataFor } from '../helpers/reference-api.js';
import {
  injections,
  installXssProbe,
  XSS_PAYLOADS,
  type XssKind,
  type XssPayload,
} from '../helpers/xss-corpus.js';

interface XssChannel {
  name: string;
  /** Which payloads go in. */
  kinds: readonly XssKind[];
  /** Puts the payloads on the page through this channel; the checks run on what it returns. */
  show: (payloads: readonly XssPayload[]) => Promise<Element>;
}

/** One item per payload, the payload written where `place` says. */
function cartWith(
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

const withProduct = (base: CartItem, changes: Partial<Product>): CartItem => ({
  ...base,
  product: { ...base.product, ...changes },
});

/**
 * Mounts the cart and waits for every tile. `hidden`: out of the layout, so images (lazy) never load:
 * image channels would otherwise fetch a relative address per payload.
 */
async function mountWithItems(cart: Cart, { hidden = false } = {}): Promise<Element> {
  const element = mountShopCart({ data: { props: { cart } } });
  if (hidden && element.parentElement) element.parentElement.hidden = true;
  const rows = cartRows(cart.items).length;
  await waitUntil(() => $$(element, '[part="item"]').length === rows, 'every tile', {
    timeout: 5000,
    interval: 5,
  });
  return element;
}

const itemChannel =
  (place: (payload: XssPayload, base: CartItem) => CartItem, options: { hidden?: boolean } = {}) =>
  (payloads: readonly XssPayload[]) =>
    mountWithItems(cartWith(payloads, place), options);
const IMAGE = product().image?.url ?? '';
const HIDDEN = { hidden: true };
/** Channels that mount once per payload poll often: 71 mounts in a row. */
const FAST = { interval: 5 };

function changesetOf(payloads: readonly XssPayload[]): CartChangeset {
  const products = payloads.map((payload) => ({ productId: `${payload.id}`, title: payload.value }));
  const difference = { amount: 5, currencyCode: 'EUR' };
  return {
    type: 'MultipleChanges',
    message: payloads.map((payload) => payload.value).join(' '),
    changes: {
      removedItems: products,
      priceIncreasedItems: products.map((entry) => ({ ...entry, differenceAmount: difference })),
      priceDecreasedItems: products.map((entry) => ({ ...entry, differenceAmount: difference })),
      removedShippingMethods: products,
      outdatedAppointments: products.map((entry) => ({
        ...entry,
        appointment: '2027-03-12T17:30:00Z',
        appointmentId: entry.productId,
      })),
    },
  };
}

/** Each payload as the error answer of a quantity change: a coded error's key, message and fields, or the whole (non-JSON) body. */
async function serverErrors(payloads: readonly XssPayload[]): Promise<Element> {
  // The server's own cart: after an unreadable answer the page reloads it.
  const cart = await resetCart({ seed: 'default' });
  const element = await mountWithItems(cart);
  const realFetch = window.fetch;
  let current: XssPayload | undefined;
  window.fetch = (input, init) => {
    if (!String(input).includes('/api/cart/set-item-quantity') || !current) return realFetch(input, init);
    const { id, value } = current;
    return Promise.resolve(
      id % 2
        ? Response.json(
            { code: 9999, key: value, message: value, fields: { [value]: value } },
            { status: 422 },
          )
        : new Response(value, { status: 200, headers: { 'content-type': 'text/html' } }),
    );
  };
  try {
    const tile = cart.items.find((candidate) => !candidate.appointment)!;
    for (const payload of payloads) {
      current = payload;
      const select = $<HTMLSelectElement>(element, `[data-item-id="${tile.id}"] select`)!;
      choose(select, select.value === '3' ? '4' : '3');
      await waitUntil(
        () => textOf($(element, '[part="cart"] [role="alert"]')) !== '',
        'an error shows',
        FAST,
      );
      await waitUntilSettled(element);
      expect(injections(shadow(element)), `payload ${payload.id}`).to.deep.equal([]);
    }
  } finally {
    window.fetch = realFetch;
  }
  return element;
}

/** Each payload as the page's `?error=` parameter. */
async function errorParameters(payloads: readonly XssPayload[]): Promise<Element> {
  const original = window.location.href;
  let element: Element | undefined;
  try {
    for (const payload of payloads) {
      removeMounted();
      const url = new URL(original);
      url.searchParams.set('error', payload.value);
      window.history.replaceState(window.history.state, '', url);
      element = await mountWithItems(threeItemCart());
      await waitUntil(() => $(element!, '[data-notice="initial-error"]'), 'the error notice', FAST);
      expect(injections(shadow(element)), `payload ${payload.id}`).to.deep.equal([]);
    }
  } finally {
    window.history.replaceState(window.history.state, '', original);
  }
  return element!;
}

/** Each payload as the start-up data's `nextStepUrl`; the button is clicked, the navigation caught. */
async function nextStepUrls(payloads: readonly XssPayload[]): Promise<Element> {
  const destinations: string[] = [];
  const navigation = (window as unknown as { navigation: EventTarget }).navigation;
  const catchNavigation = (event: Event) => {
    destinations.push((event as Event & { destination: { url: string } }).destination.url);
    event.preventDefault();
  };
  navigation.addEventListener('navigate', catchNavigation);
  // A refused address is reported with console.warn: kept out of the test log.
  const warn = console.warn;
  console.warn = () => undefined;
  let element: Element | undefined;
  try {
    for (const payload of payloads) {
      removeMounted();
      // Without appointments: the next step opens without a reservation first.
      const cart = threeItemCart();
      const withoutTickets = { ...cart, items: cart.items.filter((entry) => !entry.appointment) };
      element = mountShopCart({ data: { props: { cart: withoutTickets, nextStepUrl: payload.value } } });
      await waitUntil(() => $(element!, '[part="next-step"]'), 'the next-step button', FAST);
      const before = destinations.length;
      $<HTMLButtonElement>(element, '[part="next-step"]')!.click();
      await waitUntil(() => destinations.length > before, `navigation for payload ${payload.id}`, FAST);
      const to = new URL(destinations[destinations.length - 1]!);
      const looksAbsolute = /^https?:\/\//i.test(payload.value);
      expect(to.protocol, `payload ${payload.id}`).to.match(/^https?:$/);
      if (!looksAbsolute)
        expect(to.origin, `payload ${payload.id}: ${to.href}`).to.equal(window.location.origin);
    }
  } finally {
    navigation.removeEventListener('navigate', catchNavigation);
    console.warn = warn;
  }
  return element!;
}

interface StartupData {
  tenant: string;
  props: { cart: Cart } & Record<string, unknown>;
}

/**
 * Each payload in every text the money sections show from the cart: coupon code and campaign (cart and
 * item), the discount status message, a voucher's id and the loyalty number (redemption mode, logged in,
 * as the reference API's start-up data has it).
 */
async function moneySections(payloads: readonly XssPayload[]): Promise<Element> {
  await resetCart({ seed: 'default', loggedIn: true, mode: 'redemption' });
  const startup = (await startupDataFor({
    includeCart: true,
    newDesign: true,
    itemLayout: 'current',
  })) as unknown as StartupData;
  let element: Element | undefined;
  for (const payload of payloads) {
    removeMounted();
    const { cart } = startup.props;
    const money = { amount: 5, currencyCode: cart.total.gross.currencyCode };
    const hostile: Cart = {
      ...cart,
      coupon: { code: payload.value },
      discount: { campaign: payload.value },
      totalDiscount: money,
      discountStatus: { success: false, message: payload.value },
      vouchers: [
        { id: payload.value, deductedAtPurchase: money, balance: { currencyCode: money.currencyCode } },
      ],
      payback: { number: payload.value, points: 5 },
      items: cart.items.map((entry) => ({
        ...entry,
        discount: { coupon: { code: payload.value }, campaign: payload.value },
      })),
    };
    element = mountShopCart({
      attributes: { tenant: startup.tenant, locale: 'de' },
      data: { ...startup, props: { ...startup.props, cart: hostile } },
    });
    await waitUntil(() => $$(element!, '[part="item"]').length > 0, 'tiles', FAST);
    expect(injections(shadow(element)), `payload ${payload.id}`).to.deep.equal([]);
    if (payload.value === '__proto__') {
      // The channel is on screen: code, campaign and loyalty number show as text.
      const summary = textOf($(element, '[part="summary"]'));
      for (const shown of ['Rabatt (__proto__)', 'Rabattcode: __proto__', 'Kundennummer: __proto__']) {
        expect(summary).to.contain(shown);
      }
    }
  }
  return element!;
}

/** Answers `path` calls with `answer(payload)` instead of the server, while `run` goes through the payloads. */
async function withAnswers<T>(path: string, answer: () => unknown, run: () => Promise<T>): Promise<T> {
  const realFetch = window.fetch;
  window.fetch = (input, init) =>
    String(input).includes(path) ? Promise.resolve(Response.json(answer())) : realFetch(input, init);
  try {
    return await run();
  } finally {
    window.fetch = realFetch;
  }
}

/** Each payload as title, caption and HTML body of the services modal (GET /api/product-details). */
async function servicesModal(payloads: readonly XssPayload[]): Promise<Element> {
  const element = await mountWithItems(threeItemCart());
  let current: XssPayload | undefined;
  const answer = () => ({
    title: current?.value,
    productInformation: { services: { caption: current?.value, body: current?.value } },
  });
  await withAnswers('/api/product-details/', answer, async () => {
    for (const payload of payloads) {
      current = payload;
      $<HTMLButtonElement>(element, '[part="item"] [data-action="services"]')!.click();
      const dialog = () => $(element, 'dialog[open]');
      await waitUntil(() => dialog()?.querySelector('[data-services-body]'), `modal of ${payload.id}`, FAST);
      const headline = textOf(dialog()?.querySelector('h2'));
      expect(headline, `payload ${payload.id} as text`).to.equal(
        payload.value.replace(/[ \t\n\r]+/g, ' ').trim(),
      );
      expect(injections(shadow(element)), `payload ${payload.id}`).to.deep.equal([]);
      dialog()?.querySelector<HTMLButtonElement>('[data-modal-close]')?.click();
      await waitUntil(() => !dialog(), 'closed', FAST);
    }
  });
  return element;
}

/** All payloads as motifs (title, image, thumbnail) of the packaging variants modal. */
async function variantsModal(payloads: readonly XssPayload[]): Promise<Element> {
  const options = [
    {
      type: 'Pdf',
      title: 'PDF',
      price: { gross: { amount: 0, currencyCode: 'EUR' } },
      hasMultipleVariants: false,
    },
    {
      type: 'GiftBox',
      title: 'Box',
      price: { gross: { amount: 7.9, currencyCode: 'EUR' } },
      hasMultipleVariants: true,
    },
  ] as const;
  const element = await mountWithItems(
    threeItemCart({
      items: [
        item({
          id: 'i-wrapped',
          availablePackagingOptions: [...options],
          selectedPackaging: { ...options[1], variantId: '1', variantTitle: 'Sterne' },
        }),
      ],
    }),
  );
  const variants = payloads.map((p) => ({
    id: `${p.id}`,
    title: p.value,
    image: p.value,
    thumbnail: p.value,
  }));
  await withAnswers(
    '/api/packagings/variants/',
    () => variants,
    async () => {
      $<HTMLButtonElement>(element, '[data-action="choose-motif"]')!.click();
      await waitUntil(
        () => $$(element, 'dialog[open] [data-variant-id]').length === payloads.length,
        'motifs',
        {
          timeout: 5000,
        },
      );
      const titles = $$(element, 'dialog[open] [data-variant-id]').map((button) => textOf(button));
      expect(titles).to.deep.equal(payloads.map((p) => p.value.replace(/[ \t\n\r]+/g, ' ').trim()));
    },
  );
  return element;
}

/** Payloads as the titles and subtitles of shipping methods, five to a cart (one per method id). */
async function shippingMethods(payloads: readonly XssPayload[]): Promise<Element> {
  const methods = ['online', 'standard', 'box_standard', 'express', 'box_express'] as const;
  let element: Element | undefined;
  for (let start = 0; start < payloads.length; start += methods.length) {
    removeMounted();
    const chunk = payloads.slice(start, start + methods.length);
    const cart = threeItemCart({
      availableShippingMethods: chunk.map((p, n) => ({
        method: methods[n]!,
        title: p.value,
        subtitle: p.value,
      })),
    });
    element = await mountWithItems(cart);
    const shown = textOf($(element, '[part="shipping"]'));
    for (const p of chunk)
      expect(shown, `payload ${p.id} as text`).to.contain(p.value.replace(/[ \t\n\r]+/g, ' ').trim());
    expect(injections(shadow(element)), `payloads from ${chunk[0]?.id}`).to.deep.equal([]);
  }
  return element!;
}

const ALL: readonly XssKind[] = ['text', 'url', 'html'];

const CHANNELS: XssChannel[] = [
  {
    name: 'product title',
    kinds: ALL,
    show: itemChannel((p, base) => withProduct(base, { title: p.value })),
  },
  {
    name: 'image url',
    kinds: ALL,
    show: itemChannel((p, base) => withProduct(base, { image: { url: p.value, alt: '' } }), HIDDEN),
  },
  {
    name: 'image srcset and sizes',
    kinds: ALL,
    show: itemChannel(
      (p, base) => withProduct(base, { image: { url: IMAGE, srcset: p.value, sizes: p.value } }),
      HIDDEN,
    ),
  },
  {
    name: 'image alt',
    kinds: ALL,
    show: itemChannel((p, base) => withProduct(base, { image: { url: IMAGE, alt: p.value } })),
  },
  {
    name: 'image list (url, absoluteUrl)',
    kinds: ALL,
    show: itemChannel(
      (p, base) => withProduct(base, { image: undefined, images: [{ url: p.value, absoluteUrl: p.value }] }),
      HIDDEN,
    ),
  },
  {
    name: 'product id (product link)',
    kinds: ALL,
    show: itemChannel((p, base) => withProduct(base, { productId: p.value })),
  },
  {
    name: 'product url and slug',
    kinds: ALL,
    show: itemChannel((p, base) => withProduct(base, { url: p.value, slug: p.value })),
  },
  {
    name: 'other product texts (tracking name, badge, nudge, SKU)',
    kinds: ALL,
    show: itemChannel((p, base) =>
      withProduct(base, {
        trackingName: p.value,
        discountBadgeName: p.value,
        nudge: { id: p.value, text: p.value },
        manufacturerSku: p.value,
      }),
    ),
  },
  { name: 'item id', kinds: ALL, show: itemChannel((p, base) => ({ ...base, id: p.value })) },
  {
    name: 'changeset titles and message',
    kinds: ALL,
    show: async (payloads) => {
      const element = await mountWithItems(threeItemCart({ changeset: changesetOf(payloads) }));
      await waitUntil(() => $(element, '[data-notice="cart-changes"]'), 'the change notice', {
        timeout: 5000,
      });
      const shown = textOf($(element, '[data-notice="cart-changes"]'));
      const missing = payloads.filter((p) => !shown.includes(p.value.replace(/[ \t\n\r]+/g, ' ').trim()));
      expect(
        missing.map((p) => p.id),
        'titles show as text',
      ).to.deep.equal([]);
      return element;
    },
  },
  {
    name: 'item options and extras (services list, additional services, packaging and motif titles)',
    kinds: ALL,
    show: itemChannel((p, base) => {
      const option = {
        title: p.value,
        price: { gross: { amount: 1, currencyCode: 'EUR' } },
        hasMultipleVariants: true,
      };
      return {
        ...withProduct(base, { services: [p.value] }),
        additionalServices: [{ title: p.value }],
        availablePackagingOptions: [
          { ...option, type: 'Envelope' },
          { ...option, type: 'GiftBox' },
        ],
        selectedPackaging: { ...option, type: 'GiftBox', variantId: p.value, variantTitle: p.value },
      };
    }),
  },
  {
    name: 'appointment ids of the additional-ticket link',
    kinds: ALL,
    show: itemChannel((p, base) => ({
      ...base,
      experienceId: p.value,
      appointment: { appointmentId: p.value, date: '2027-03-12T17:30:00.000Z', location: p.value },
    })),
  },
  { name: 'services modal (title, caption, HTML body)', kinds: ALL, show: servicesModal },
  { name: 'packaging variants modal (motif titles and pictures)', kinds: ALL, show: variantsModal },
  { name: 'shipping method titles and subtitles', kinds: ALL, show: shippingMethods },
  { name: 'error answers of the server', kinds: ALL, show: serverErrors },
  { name: '?error= of the page', kinds: ALL, show: errorParameters },
  { name: 'nextStepUrl', kinds: ALL, show: nextStepUrls },
  {
    name: 'money sections (coupon, campaign, discount message, voucher, loyalty number)',
    kinds: ALL,
    show: moneySections,
  },
];

describe('XSS corpus through every channel of the cart', () => {
  let probe: ReturnType<typeof installXssProbe>;
  beforeEach(() => {
    probe = installXssProbe();
  });
  afterEach(() => {
    removeMounted();
    probe.restore();
  });

  it(`has at least 60 payloads of text, URL and HTML`, () => {
    expect(XSS_PAYLOADS.length).to.be.at.least(60);
    expect(new Set(XSS_PAYLOADS.map((payload) => payload.kind))).to.deep.equal(new Set(ALL));
  });

  for (const channel of CHANNELS) {
    it(channel.name, async function () {
      this.timeout(30_000);
      const payloads = XSS_PAYLOADS.filter((payload) => channel.kinds.includes(payload.kind));
      const element = await channel.show(payloads);
      // Give handlers of anything injected (image errors, focus) a chance to run before looking.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(injections(shadow(element)), 'injected into the cart').to.deep.equal([]);
      expect(
        injections(document.body).filter((found) => !found.startsWith('<script')),
        'injected into the page',
      ).to.deep.equal([]);
      expect(probe.hits, 'payloads that ran').to.deep.equal([]);
      if (channel.name === 'product title') {
        const titles = $$(element, '[part="item"] h3').map((title) => textOf(title));
        expect(titles).to.deep.equal(payloads.map((p) => p.value.replace(/[ \t\n\r]+/g, ' ').trim()));
      }
      console.log(`xss: ${channel.name}: ${payloads.length} payloads, none ran or was injected`);
    });
  }
});
