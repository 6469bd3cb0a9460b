// The XSS corpus through the server's error answers and the page's URL: ?error= and nextStepUrl
// (test/helpers/xss-channels.ts runs each channel).
import { expect, waitUntil } from '@open-wc/testing';
import { threeItemCart } from '../../helpers/carts.js';
import { $, choose, mountShopCart, removeMounted, shadow, textOf } from '../../helpers/cart-fixture.js';
import { waitUntilSettled } from '../../helpers/page-vs-server.js';
import { resetCart } from '../../helpers/reference-api.js';
import { injections, type XssPayload } from '../../helpers/xss-corpus.js';
import { ALL, describeXssChannels, FAST, mountWithItems } from '../../helpers/xss-channels.js';
import type { XssChannel } from '../../helpers/xss-channels.js';

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

/**
 * Each payload as the start-up data's `nextStepUrl`; the button is clicked, the navigation caught. WebKitGTK
 * 2.50 has no Navigation API, the only way to catch the element's location.assign(): there the payloads are
 * only rendered as the next step's address (nothing injected, nothing ran: checked here and by the channel
 * test), and where they lead is checked in Chromium and Firefox.
 */
async function nextStepUrls(payloads: readonly XssPayload[]): Promise<Element> {
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  const destinations: string[] = [];
  const catchNavigation = (event: Event) => {
    destinations.push((event as Event & { destination: { url: string } }).destination.url);
    event.preventDefault();
  };
  navigation?.addEventListener('navigate', catchNavigation);
  // A refused address is reported with console.warn: kept out of the test log.
  const warn = console.warn;
  console.warn = () => undefined;
  let element: Element | undefined;
  try {
    for (const payload of payloads) {
      removeMounted();
      // Without appointments where the button is clicked: the next step opens without a reservation first.
      const cart = threeItemCart();
      const withoutTickets = { ...cart, items: cart.items.filter((entry) => !entry.appointment) };
      const shown = navigation ? withoutTickets : cart;
      element = mountShopCart({ data: { props: { cart: shown, nextStepUrl: payload.value } } });
      await waitUntil(() => $(element!, '[part="next-step"]'), 'the next-step button', FAST);
      if (!navigation) {
        expect(injections(shadow(element)), `payload ${payload.id}`).to.deep.equal([]);
        continue;
      }
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
    navigation?.removeEventListener('navigate', catchNavigation);
    console.warn = warn;
  }
  return element!;
}

const CHANNELS: XssChannel[] = [
  { name: 'error answers of the server', kinds: ALL, show: serverErrors },
  { name: '?error= of the page', kinds: ALL, show: errorParameters },
  { name: 'nextStepUrl', kinds: ALL, show: nextStepUrls },
];

describeXssChannels(CHANNELS);
