// Issue 21 point 5, run in shards (generated-carts-*.test.ts) so that each test file stays short:
// generated carts rendered by <shop-cart> in the browser, from the start-up data and as
// the answer of GET /api/cart, with hostile texts and odd values (test/fuzz/cart-arbitraries.ts), and
// start-ups the element must refuse. No crash (no error screen, no uncaught error), no blank page, no
// console error but a refusal's own, no script from a text; every refusal is told: the shop-cart-error
// event, the warning and the server's cart instead, or the message with its retry button.
import { expect, waitUntil } from '@open-wc/testing';
import fc from 'fast-check';
import * as v from 'valibot';
import { CartSchema } from '../../src/api/index.js';
import { cartRows, TENANTS, toMinorUnits, type Cart } from '../../src/domain/index.js';
import { cart as cartTexts } from '../../src/i18n/de/cart.js';
import { $, $$, euro, mountShopCart, removeMounted, shownTotal, textOf } from '../helpers/cart-fixture.js';
import { armNextAnswer, resetCart, serverCart } from '../helpers/reference-api.js';
import { clearBrowserStorage } from '../helpers/storage-faults.js';
import { assertShard, browserFuzzSettings, engineRuns } from './browser-settings.js';
import { cart, cartWithRepeatedId, spoiltCart } from './cart-arbitraries.js';
import { overTheWire } from './wire.js';
import { hangGuard } from '../helpers/engine.js';

/** Renders per run of `npm test` in Chromium (times FUZZ_SCALE), over all shards; half in Firefox and WebKit. */
const RENDERS = 300;

type Case =
  | { kind: 'startup'; wire: unknown }
  | { kind: 'answer'; wire: unknown }
  | { kind: 'refused-startup'; attributes: Record<string, string>; json: string; reason: string };

const refusedStartup = fc.oneof(
  fc.constant({ attributes: {}, json: '{"props":{}}', reason: 'missing-tenant' }),
  fc
    .constantFrom('JS_FR', 'js_de', '<b>x</b>', '__proto__')
    .map((tenant) => ({ attributes: { tenant }, json: '{}', reason: 'unknown-tenant' })),
  fc
    .constantFrom('{', '{"tenant":"JS_DE",}', "{'tenant':'JS_DE'}", '<script>window.__fuzzXss=1</script>')
    .map((json) => ({ attributes: { tenant: 'JS_DE' }, json, reason: 'invalid-json' })),
  fc
    .constantFrom('[]', '"JS_DE"', '42', '{"props":{"mode":7}}')
    .map((json) => ({ attributes: { tenant: 'JS_DE' }, json, reason: 'invalid-startup-data' })),
);

const generatedCase: fc.Arbitrary<Case> = fc.oneof(
  { weight: 12, arbitrary: cart().map(({ wire }) => ({ kind: 'startup' as const, wire })) },
  { weight: 2, arbitrary: spoiltCart().map(({ wire }) => ({ kind: 'startup' as const, wire })) },
  { weight: 1, arbitrary: cartWithRepeatedId().map(({ wire }) => ({ kind: 'startup' as const, wire })) },
  { weight: 3, arbitrary: cart().map(({ wire }) => ({ kind: 'answer' as const, wire })) },
  { weight: 1, arbitrary: spoiltCart().map(({ wire }) => ({ kind: 'answer' as const, wire })) },
  {
    weight: 1,
    arbitrary: refusedStartup.map((refusal) => ({ kind: 'refused-startup' as const, ...refusal })),
  },
);

/** What went wrong on the page while a case ran: console errors, uncaught errors, refusals told. */
function watchPage(element?: Element) {
  const errors: string[] = [];
  const warnings: string[] = [];
  const refusals: string[] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  const uncaught = (event: ErrorEvent | PromiseRejectionEvent) =>
    errors.push(`uncaught: ${String('reason' in event ? event.reason : event.message)}`);
  const refused = (event: Event) => refusals.push((event as CustomEvent<{ reason: string }>).detail.reason);
  window.addEventListener('error', uncaught);
  window.addEventListener('unhandledrejection', uncaught);
  window.addEventListener('shop-cart-error', refused);
  return {
    errors,
    warnings,
    refusals,
    element,
    stop() {
      console.error = error;
      console.warn = warn;
      window.removeEventListener('error', uncaught);
      window.removeEventListener('unhandledrejection', uncaught);
      window.removeEventListener('shop-cart-error', refused);
    },
  };
}

const tilesOf = (element: Element, id: string) =>
  $$(element, `[part="item"][data-item-id="${CSS.escape(id)}"]`);
/** The text the shopper sees: the shadow root without its styles. */
const pageText = (element: Element) =>
  [...(element.shadowRoot?.children ?? [])]
    .filter((child) => child.localName !== 'style')
    .map((child) => textOf(child))
    .join(' ')
    .trim();
const crashed = (element: Element) => $(element, '[part="error-screen"]') !== null;

/** Waits until the page shows `cart`: each item's tiles and the total, or the empty cart. */
async function showsCart(element: Element, shown: Cart) {
  const rows = cartRows(shown.items);
  await waitUntil(
    () =>
      crashed(element) ||
      (rows.length === 0
        ? $(element, '[part="empty"]') !== null
        : $$(element, '[part="item"]').length === rows.length),
    'the cart shows',
    { timeout: 5000, interval: 5 },
  ).catch(() => {
    throw new Error(`the page shows: "${pageText(element).slice(0, 300)}"`);
  });
  expect(crashed(element), 'the error screen').to.equal(false);
  for (const item of shown.items) {
    expect(tilesOf(element, item.id), `tiles of ${item.id}`).to.have.length(
      rows.filter((row) => row.item === item).length,
    );
  }
  if (rows.length > 0) {
    // Shown in whole cents (a float's -0.0001 is 0,00).
    const { amount, currencyCode } = shown.total.gross;
    expect(shownTotal(element)).to.equal(euro(toMinorUnits(amount) / 100, currencyCode));
  }
}

const retryButton = (element: Element) =>
  $$(element, 'button').find((button) => textOf(button) === cartTexts.retry);

async function run(testCase: Case, server: Cart) {
  const tenant = TENANTS[0];
  if (testCase.kind === 'answer') await armNextAnswer('/api/cart', testCase.wire);
  const page = watchPage();
  try {
    if (testCase.kind === 'refused-startup') {
      const element = mountShopCart({ attributes: testCase.attributes, data: testCase.json });
      await waitUntil(() => page.refusals.length > 0, 'the shop-cart-error event', {
        timeout: 5000,
        interval: 5,
      });
      expect(page.refusals).to.deep.equal([testCase.reason]);
      // The refusal's own console error, which says what is wrong, and nothing on the page.
      expect(page.errors).to.have.length(1);
      expect(page.errors[0]).to.match(/^shop-cart: \S/);
      expect(pageText(element)).to.equal('');
      return;
    }
    const read = v.safeParse(CartSchema, overTheWire(testCase.wire));
    const data = testCase.kind === 'startup' ? { tenant, props: { cart: testCase.wire } } : { tenant };
    const element = mountShopCart({ attributes: { tenant, locale: 'de' }, data });
    if (read.success) await showsCart(element, read.output);
    else if (testCase.kind === 'startup') {
      // Ignored with a warning that says why; the server's cart is loaded instead.
      await showsCart(element, server);
      expect(page.warnings.join('\n')).to.match(
        /the cart in the start-up data is invalid and is loaded instead/,
      );
    } else {
      // The load failed: the shopper is told and can try again.
      await waitUntil(() => retryButton(element), 'the retry button', { timeout: 5000, interval: 5 });
      expect(pageText(element)).to.contain(cartTexts.loadFailed);
    }
    if (page.errors.length > 0) {
      throw new Error(`console errors: ${JSON.stringify(page.errors.map((text) => text.slice(0, 300)))}`);
    }
    expect(page.refusals).to.deep.equal([]);
    expect((window as { __fuzzXss?: unknown }).__fuzzXss, 'a text ran as script').to.equal(undefined);
  } finally {
    // Removed while watched: a warning the element gives as it goes stays in the case (it showed as a
    // browser log in the runner's output before).
    removeMounted();
    page.stop();
  }
}

/** Declares shard `shard` (0-based) of `shards`: its own share of the renders, from its own seed. */
export function generatedCartsShard(shard: number, shards: number): void {
  describe(`generated carts rendered by <shop-cart> (shard ${shard + 1} of ${shards})`, () => {
    before(clearBrowserStorage);

    // Half as many in Firefox and WebKit, the first half of Chromium's (engineRuns says why).
    const renders = engineRuns(RENDERS / shards);
    it(`renders ${renders} generated carts (× FUZZ_SCALE) without a crash, a blank page or a console error`, async function () {
      const settings = await browserFuzzSettings();
      const seed = settings.seed + shard;
      const numRuns = Math.max(1, Math.round(renders * settings.scale));
      this.timeout(hangGuard(Math.max(120_000, numRuns * 1000)));
      await resetCart({ seed: 'single' });
      const server = await serverCart();
      const started = performance.now();
      let runs = 0;
      // The last failure's message, for the report (assertShard).
      let lastFailure = '';
      await assertShard(
        fc.asyncProperty(generatedCase, async (testCase) => {
          runs += 1;
          try {
            await run(testCase, server);
          } catch (error) {
            lastFailure = `${testCase.kind}: ${(error as Error).message}`;
            throw new Error(lastFailure, { cause: error });
          }
        }),
        { settings, shard, seed, numRuns, lastFailure: () => lastFailure },
      );
      console.log(
        `generated carts, shard ${shard + 1}: ${runs} rendered in ${Math.round(performance.now() - started)} ms (seed ${settings.seed})`,
      );
    });
  });
}
