// A real backend's cart, as start-up data and as the answer of GET /api/cart over HTTP: members left out,
// sent as null or unknown to this version all show the same page; values of known lists that this version
// does not know degrade only their own part and are reported once; only what the page cannot render
// without refuses the answer.
import { expect, waitUntil } from '@open-wc/testing';
import { cart as cartTexts } from '../../src/i18n/de/cart.js';
import { javaStyleCart, spelledCart, SPELLINGS, type Spelling } from '../helpers/spelled-carts.js';
import {
  $,
  $$,
  choose,
  euro,
  mountShopCart,
  removeMounted,
  shownTotal,
  textOf,
  waitForTiles,
} from '../helpers/cart-fixture.js';
import { armNextAnswer, recordedRequests, resetCart } from '../helpers/reference-api.js';

type Json = Record<string, unknown>;

/** The total of the fixture cart, as the summary shows it. */
const FIXTURE_TOTAL = euro(347.7);

/** Collects console.warn calls until `stop()`. */
function recordWarnings() {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  return { warnings, stop: () => (console.warn = original) };
}

/** What the shopper sees of a cart: each tile's text and the total. */
const seen = (element: Element) => ({
  tiles: $$(element, '[part="item"]').map(textOf),
  total: shownTotal(element),
});

const gets = async () =>
  (await recordedRequests()).filter((request) => request.method === 'GET' && request.path === '/api/cart');

/** Tiles: the fixture's ticket item shows one tile per ticket, without its appointment it is one tile. */
const tilesOf = (spelling: Spelling) => (spelling === 'absent' || spelling === 'null' ? 3 : 4);

async function shownFromStartup(spelling: Spelling) {
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

async function shownFromAnswer(raw: unknown, tiles: number) {
  await resetCart({ seed: 'single' });
  await armNextAnswer('/api/cart', raw);
  const element = mountShopCart({ data: {} });
  await waitForTiles(element, tiles);
  expect(await gets()).to.have.length(1);
  return { element, seen: seen(element) };
}

describe('a cart in three spellings', () => {
  afterEach(removeMounted);

  it('shows the same cart for every spelling, from the start-up data and from GET /api/cart', async () => {
    const full = (await shownFromStartup('full')).seen;
    expect(full.tiles[0]).to.contain('Kochkurs Toskana').and.contain('Erlebnis');
    removeMounted();
    const bySpelling = new Map<
      Spelling,
      { startup: ReturnType<typeof seen>; answer: ReturnType<typeof seen> }
    >();
    for (const spelling of SPELLINGS) {
      const startup = (await shownFromStartup(spelling)).seen;
      removeMounted();
      const answer = (await shownFromAnswer(spelledCart(spelling), tilesOf(spelling))).seen;
      removeMounted();
      expect(answer, `${spelling}: start-up data and answer show the same`).to.deep.equal(startup);
      bySpelling.set(spelling, { startup, answer });
    }
    expect(bySpelling.get('extra')?.startup).to.deep.equal(full);
    expect(bySpelling.get('null')?.startup).to.deep.equal(bySpelling.get('absent')?.startup);
    // Without a product type the tile has the neutral label; without an appointment no ticket tiles.
    expect(bySpelling.get('null')?.startup.tiles[0]).to.contain('Kochkurs Toskana').and.contain('Produkt');
    expect(bySpelling.get('null')?.startup.total).to.equal(full.total);
  });

  it('reads the Java default spelling (objects with null members) and shows its change notice', async () => {
    const { element } = await shownFromAnswer(javaStyleCart(), 4);
    await waitUntil(() => $(element, '[data-notice="cart-changes"]'), 'the change notice', { timeout: 5000 });
    expect(textOf($(element, '[data-notice="cart-changes"] li'))).to.contain(
      'teurer geworden: Kochkurs Toskana',
    );
    await expect(element).to.be.accessible();
  });

  it('reads start-up data whose own members are null as if they were left out', async () => {
    const element = mountShopCart({
      data: {
        baseUrl: null,
        locale: null,
        tenant: null,
        props: {
          cart: spelledCart('null'),
          mode: null,
          customerEmailHash: null,
          nextStepUrl: null,
          newDesign: null,
          itemLayout: null,
          tenantConfig: { brandDisplayName: 'Jochen Schweizer', urls: null, noOfExperiences: null, extra: 1 },
          payments: null,
          brandNew: { x: 1 },
        },
        errorReporting: null,
        somethingElse: true,
      },
    });
    await waitForTiles(element, 3);
    expect(textOf($(element, '[part="title"]'))).to.equal('Warenkorb');
  });
});

describe('values a newer backend sends', () => {
  afterEach(removeMounted);

  /** The full cart with one change, as GET /api/cart answers it. */
  async function shownWith(spoil: (cart: Json & { items: Json[] }) => void, tiles = 4) {
    const raw = spelledCart('full') as Json & { items: Json[] };
    spoil(raw);
    return (await shownFromAnswer(raw, tiles)).element;
  }

  it('shows an item of an unknown product type with a neutral label', async () => {
    const element = await shownWith((cart) => ((cart.items[1]!.product as Json).productType = 'Abonnement'));
    const typeLabels = $$(element, '[part="item"] h3 + p[data-muted]').map(textOf);
    expect(typeLabels).to.deep.equal(['Erlebnis', 'Produkt', 'Erlebnis', 'Erlebnis']);
    expect(textOf($$(element, '[part="item"]')[1])).to.contain('Erlebnisbox Wellness');
    await expect(element).to.be.accessible();
  });

  it('shows an item whose packaging is of an unknown type', async () => {
    const element = await shownWith((cart) => {
      const bag = {
        type: 'Jutebeutel',
        title: 'Beutel',
        hasMultipleVariants: false,
        price: { gross: { amount: 2, currencyCode: 'EUR' } },
      };
      cart.items[0]!.availablePackagingOptions = [bag];
      cart.items[0]!.selectedPackaging = bag;
    });
    expect(textOf($$(element, '[part="item"]')[0])).to.contain('Kochkurs Toskana');
    expect(shownTotal(element)).to.equal(FIXTURE_TOTAL);
  });

  it('shows a cart that ships or may ship with an unknown method', async () => {
    const element = await shownWith((cart) => {
      cart.shipping = { method: 'drone', price: { gross: { amount: 0, currencyCode: 'EUR' } } };
      cart.availableShippingMethods = [{ method: 'drone' }, { method: 'online' }];
    });
    expect(shownTotal(element)).to.equal(FIXTURE_TOTAL);
  });

  it('shows a cart with an unknown payment type selected', async () => {
    const element = await shownWith((cart) => (cart.selectedPaymentType = 'cryptoWallet'));
    expect(shownTotal(element)).to.equal(FIXTURE_TOTAL);
  });

  it('shows the generic change notice for an unknown change kind, as a warning', async () => {
    const element = await shownWith((cart) => (cart.changeset = { type: 'VoucherExpired', changes: {} }));
    await waitUntil(() => $(element, '[data-notice="cart-changes"]'), 'the change notice', { timeout: 5000 });
    const box = $(element, '[data-notice="cart-changes"]')!;
    expect(textOf(box.querySelector('h2'))).to.equal('Dein Warenkorb hat sich geändert');
    expect($$(element, '[data-notice="cart-changes"] li').map(textOf)).to.deep.equal([
      'Bitte prüfe die Artikel und Preise in deinem Warenkorb.',
    ]);
    expect(box.closest('[data-variant]')?.getAttribute('data-variant')).to.equal('warning');
    await expect(element).to.be.accessible();
  });

  it('keeps the lines it knows beside the generic line', async () => {
    const element = await shownWith(
      (cart) =>
        (cart.changeset = {
          type: 'VoucherExpired',
          changes: { removedItems: [{ productId: '9', title: 'Rundflug' }], expiredVouchers: [{ id: 'v' }] },
        }),
    );
    await waitUntil(() => $(element, '[data-notice="cart-changes"]'), 'the change notice', { timeout: 5000 });
    expect($$(element, '[data-notice="cart-changes"] li').map(textOf)).to.deep.equal([
      'Rundflug ist nicht mehr verfügbar.',
      'Bitte prüfe die Artikel und Preise in deinem Warenkorb.',
    ]);
    expect($(element, '[data-notice="cart-changes"] a')?.getAttribute('href')).to.equal('/');
  });
});

describe('reporting values this version does not know', () => {
  interface Envelope {
    path: string;
    body: string;
  }
  const envelopes = async (project: number) =>
    ((await (await fetch('/sentry/envelopes')).json()) as Envelope[]).filter(
      (envelope) => envelope.path === `/sentry/api/${project}/envelope/`,
    );
  const mentioning = (all: Envelope[], text: string) =>
    all.filter((envelope) => envelope.body.includes(text));

  beforeEach(() => fetch('/sentry/envelopes', { method: 'DELETE' }));
  afterEach(removeMounted);

  it('reports each unknown value once to the element’s own client, however many answers carry it', async () => {
    await resetCart({ seed: 'single' });
    const withUnknowns = (version: number, extra: Json = {}) => {
      const cart = spelledCart('full') as Json & { items: Json[] };
      cart.cartVersion = version;
      (cart.items[1]!.product as Json).productType = 'Abonnement';
      cart.shipping = { method: 'drone', price: { gross: { amount: 0, currencyCode: 'EUR' } } };
      return { ...cart, ...extra };
    };
    const element = mountShopCart({
      data: {
        props: { cart: withUnknowns(3) },
        errorReporting: {
          enabled: true,
          dsn: `http://key@${location.host}/sentry/31`,
          environment: 'test',
          release: 't',
        },
      },
    });
    await waitForTiles(element, 4);
    await waitUntil(async () => (await envelopes(31)).length === 2, 'two reports', { timeout: 5000 });

    // The next answer carries the same two values again and one more.
    await armNextAnswer(
      '/api/cart/set-item-quantity',
      withUnknowns(4, { selectedPaymentType: 'cryptoWallet' }),
    );
    choose($$<HTMLSelectElement>(element, '[data-item-id="i-range"] select')[0]!, '3');
    await waitUntil(
      async () => mentioning(await envelopes(31), 'cryptoWallet').length === 1,
      'the third report',
      {
        timeout: 5000,
      },
    );
    const all = await envelopes(31);
    expect(mentioning(all, 'Abonnement')).to.have.length(1);
    expect(mentioning(all, 'drone')).to.have.length(1);
    expect(all).to.have.length(3);
    expect(mentioning(all, 'Abonnement')[0]?.body).to.contain('"level":"warning"').and.contain('productType');
  });
});

describe('answers the page cannot render', () => {
  afterEach(removeMounted);

  const refusals: [string, (cart: Json & { items: Json[] }) => void][] = [
    ['no items array', (cart) => Reflect.deleteProperty(cart, 'items')],
    ['an item without id', (cart) => Reflect.deleteProperty(cart.items[1]!, 'id')],
    ['an item without quantity', (cart) => (cart.items[1]!.quantity = null)],
    ['an item without price', (cart) => Reflect.deleteProperty(cart.items[1]!, 'total')],
    [
      'a price without amount',
      (cart) => (cart.items[1]!.total = { gross: { currencyCode: 'EUR', amount: null } }),
    ],
  ];
  for (const [name, spoil] of refusals) {
    it(`refuses an answer with ${name}: the load fails and can be retried`, async () => {
      const raw = spelledCart('full') as Json & { items: Json[] };
      spoil(raw);
      await resetCart({ seed: 'single' });
      await armNextAnswer('/api/cart', raw);
      const element = mountShopCart({ data: {} });
      const retry = () => $$(element, 'button').find((button) => textOf(button) === cartTexts.retry);
      await waitUntil(retry, 'the retry button', { timeout: 5000 });
      expect($$(element, '[part="item"]')).to.deep.equal([]);
      await expect(element).to.be.accessible();
      retry()!.click();
      const [tile] = await waitForTiles(element, 1);
      expect(textOf(tile)).not.to.contain('Kochkurs Toskana');
    });
  }

  it('ignores such a cart in the start-up data with a warning and loads the cart instead', async () => {
    const raw = spelledCart('full') as Json & { items: Json[] };
    raw.items[0]!.total = { gross: { currencyCode: 'EUR' } };
    await resetCart({ seed: 'single' });
    const recorder = recordWarnings();
    try {
      const element = mountShopCart({ data: { props: { cart: raw } } });
      const [tile] = await waitForTiles(element, 1);
      expect(textOf(tile)).not.to.contain('Kochkurs Toskana');
      expect(recorder.warnings.join('\n')).to.match(/cart in the start-up data is invalid.*items\.0\.total/);
    } finally {
      recorder.stop();
    }
  });
});
