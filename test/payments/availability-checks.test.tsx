// The availability checks of spec point 4 on their own: states, the first check at once, a changed cart
// checked once after a burst of changes, and the latest check winning over one still in flight.
import { expect, waitUntil } from '@open-wc/testing';
import { Provider } from 'jotai';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { AvailabilityQuery, ExpressPaymentType } from '../../src/domain/payments/index.js';
import {
  AVAILABILITY_DEBOUNCE_MS,
  useAvailabilityChecks,
} from '../../src/payments/area/use-availability-checks.js';
import { armAnswer, armFaultOn } from '../helpers/express-storage.js';
import { resetCart } from '../helpers/reference-api.js';
import { cartStore } from '../helpers/store.js';

type Checks = ReturnType<typeof useAvailabilityChecks>;

let root: Root | undefined;
let seen: Checks[] = [];
const store = cartStore(null);

function Probe({ types, query }: { types: ExpressPaymentType[]; query: AvailabilityQuery | null }) {
  seen.push(useAvailabilityChecks(types, query));
  return null;
}

function render(types: ExpressPaymentType[], query: AvailabilityQuery | null) {
  flushSync(() =>
    root!.render(
      <Provider store={store}>
        <Probe types={types} query={query} />
      </Provider>,
    ),
  );
}

const last = () => seen.at(-1) ?? {};
const PAYPAL: ExpressPaymentType[] = ['paypalExpress'];
const PATH = '/api/payment-methods/paypalExpress/availability';

/** The availability calls the server saw, as their total amounts. */
async function checkedTotals(): Promise<string[]> {
  const requests = (await (await fetch('/api/test/requests')).json()) as {
    path: string;
    query: { totalAmount: string };
  }[];
  return requests.filter(({ path }) => path === PATH).map(({ query }) => query.totalAmount);
}

/** What was fetched, with its abort signal. */
let fetched: { url: string; signal: AbortSignal | null | undefined }[] = [];
const realFetch = window.fetch;

describe('availability checks', () => {
  beforeEach(async () => {
    await resetCart();
    seen = [];
    fetched = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      fetched.push({ url: String(input), signal: init?.signal });
      return realFetch(input, init);
    };
    root = createRoot(document.createElement('div'));
  });
  afterEach(() => {
    root?.unmount();
    window.fetch = realFetch;
  });

  it('goes from not started to pending to done, at once for a type seen the first time', async () => {
    render(PAYPAL, null);
    expect(last().paypalExpress, 'nothing to pay: not started').to.equal(undefined);
    render(PAYPAL, { totalAmount: 100, shippingMethod: 'standard' });
    await waitUntil(() => last().paypalExpress?.status === 'done', 'done');
    expect(seen.map((checks) => checks.paypalExpress?.status)).to.include.members([
      undefined,
      'pending',
      'done',
    ]);
    expect(last().paypalExpress).to.deep.equal({ status: 'done', available: true });
    expect(await checkedTotals()).to.deep.equal(['100']);
  });

  it('checks a burst of changes once, for the last total', async () => {
    render(PAYPAL, { totalAmount: 100 });
    await waitUntil(() => last().paypalExpress?.status === 'done', 'first check');
    render(PAYPAL, { totalAmount: 110 });
    render(PAYPAL, { totalAmount: 120 });
    render(PAYPAL, { totalAmount: 130, shippingMethod: 'express' });
    await waitUntil(async () => (await checkedTotals()).length === 2, 'checked again', {
      timeout: AVAILABILITY_DEBOUNCE_MS + 3000,
    });
    await waitUntil(() => last().paypalExpress?.status === 'done', 'done again');
    expect(await checkedTotals()).to.deep.equal(['100', '130']);
  });

  it('lets the latest check win: an older answer arriving later is dropped', async () => {
    render(PAYPAL, { totalAmount: 100 });
    await waitUntil(() => last().paypalExpress?.status === 'done', 'first check');
    // The check for 110 answers 'not available', but late; the one for 120 answers at once.
    await armFaultOn(PATH, 'slow', { delayMs: 1500 });
    await armAnswer(PATH, { paymentType: 'paypalExpress', available: false });
    render(PAYPAL, { totalAmount: 110 });
    await waitUntil(async () => (await checkedTotals()).length === 2, 'the slow check went out', {
      timeout: 3000,
    });
    expect(last().paypalExpress).to.deep.equal(
      { status: 'pending', available: true },
      'the last answer is kept meanwhile',
    );
    render(PAYPAL, { totalAmount: 120 });
    await waitUntil(async () => (await checkedTotals()).length === 3, 'the newer check went out', {
      timeout: 3000,
    });
    await waitUntil(() => last().paypalExpress?.status === 'done', 'done');
    expect(last().paypalExpress).to.deep.equal({ status: 'done', available: true });
    // The older check was aborted when the newer one went out: its answer cannot reach the state.
    const older = fetched.find(({ url }) => url.includes('totalAmount=110'));
    expect(older?.signal?.aborted).to.equal(true);
    expect(fetched.find(({ url }) => url.includes('totalAmount=120'))?.signal?.aborted).to.equal(false);
  });

  it('a check that fails counts the type as unavailable', async () => {
    await armFaultOn(PATH, '500');
    render(PAYPAL, { totalAmount: 100 });
    await waitUntil(() => last().paypalExpress?.status === 'done', 'done');
    expect(last().paypalExpress).to.deep.equal({ status: 'done', available: false, failed: true });
  });

  it('reads an answer without "available" as a failed check', async () => {
    await armAnswer(PATH, { paymentType: 'paypalExpress', available: null });
    render(PAYPAL, { totalAmount: 100 });
    await waitUntil(() => last().paypalExpress?.status === 'done', 'done');
    expect(last().paypalExpress?.failed).to.equal(true);
  });
});
