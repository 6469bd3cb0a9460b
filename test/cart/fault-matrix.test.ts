// Issue 10 point 9: every cart-changing call (fault-matrix-rows.ts) × every way a call goes wrong. Each
// cell checks what the shopper sees, that the last good cart stays, and that the page ends on the
// server's cart.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart, CartItem } from '../../src/domain/index.js';
import {
  $,
  $$,
  choose,
  euro,
  mountShopCart,
  removeMounted,
  shownTotal,
  textOf,
} from '../helpers/cart-fixture.js';
import { differenceFromServer, shownCart, waitUntilSettled } from '../helpers/page-vs-server.js';
import {
  armFaults,
  recordedRequests,
  resetCart,
  serverCart,
  type FaultPlanStep,
} from '../helpers/reference-api.js';
import { clearBrowserStorage } from '../storage/storage-faults.js';
import { CART_CALL_ROWS, plainItem, type CartCallRow } from './fault-matrix-rows.js';

const SLOW_MS = 300;

interface FaultColumn {
  name: string;
  plan: (path: string) => FaultPlanStep[];
  /** 'fails': not carried out; 'succeeds': carried out and answered; 'answerLost': carried out, never answered. */
  outcome: 'fails' | 'succeeds' | 'answerLost';
  /** The start of what the shopper is told. */
  message?: string;
  /** A newer change of another item is made while this call is in flight, and answers first. */
  overtaken?: boolean;
}

const COLUMNS: FaultColumn[] = [
  {
    name: 'error code',
    plan: (path) => [{ path, fault: 'error', code: 104 }],
    outcome: 'fails',
    message: 'An diese Postleitzahl können wir',
  },
  {
    name: 'HTTP 500',
    plan: (path) => [{ path, fault: '500' }],
    outcome: 'fails',
    message: 'Bei der Eingabe ist ein Fehler aufgetreten',
  },
  {
    name: 'not JSON',
    plan: (path) => [{ path, fault: 'not-json' }],
    outcome: 'fails',
    message: 'Die Antwort des Servers konnte nicht gelesen werden',
  },
  {
    name: 'dropped connection',
    // Chromium silently retries a request whose connection closed before any answer: drop each retry too.
    plan: (path) => [{ path, fault: 'drop', times: 20 }],
    outcome: 'fails',
    message: 'Keine Verbindung zum Server',
  },
  { name: 'slow', plan: (path) => [{ path, fault: 'slow', delayMs: SLOW_MS }], outcome: 'succeeds' },
  {
    name: 'overtaken',
    plan: (path) => [{ path, fault: 'slow', delayMs: SLOW_MS }],
    outcome: 'succeeds',
    overtaken: true,
  },
  {
    name: 'cancelled but applied',
    plan: (path) => [{ path, fault: 'lost-answer' }],
    outcome: 'answerLost',
    message: 'Keine Verbindung zum Server',
  },
];

const MOVED = 'Das Erlebnis liegt jetzt auf deinem Merkzettel.';
const noticeText = (element: Element) => textOf($(element, '[part="cart"] [role="alert"]'));
const snackbarText = (element: Element, variant: 'error' | 'success') =>
  textOf($(element, `[part="snackbar"] [data-variant="${variant}"]`));
const told = (element: Element, row: CartCallRow) => {
  const where = row.failureShows;
  if (typeof where === 'object') return textOf($(element, where.section));
  return where === 'notice' ? noticeText(element) : snackbarText(element, 'error');
};
const tileOf = (element: Element, item: CartItem) => $(element, `[part="item"][data-item-id="${item.id}"]`);
const callsTo = async (path: string) => (await recordedRequests()).filter((r) => r.path === path);

/** The cart versions the page shows, in order, as it announces them. */
function recordShownVersions() {
  const versions: number[] = [];
  const listener = (event: Event) =>
    versions.push((event as CustomEvent<{ cartVersion: number }>).detail.cartVersion);
  window.addEventListener('shop:cart-change', listener);
  return { versions, stop: () => window.removeEventListener('shop:cart-change', listener) };
}

async function setUp(row: CartCallRow, column: FaultColumn) {
  const cart: Cart = await resetCart({ seed: 'default', ...row.visitor });
  const element = mountShopCart({ data: { props: { cart, ...row.props } } });
  await waitUntil(() => $$(element, '[part="item"]').length > 0, 'tiles');
  const target = row.target(cart);
  await armFaults(column.plan(row.path));
  return { cart, element, target };
}

/** A newer change of another item, once the faulted call has reached the server. */
async function overtake(element: Element, row: CartCallRow, cart: Cart, target: CartItem) {
  await waitUntil(async () => (await callsTo(row.path)).length > 0, 'the faulted call reached the server');
  const other = plainItem(cart, target);
  const select = $$(element, `[part="item"][data-item-id="${other.id}"] select`)[0] as HTMLSelectElement;
  choose(select, String(other.quantity + 1));
  return other;
}

describe('fault matrix: every cart-changing call × every fault', () => {
  beforeEach(clearBrowserStorage);
  afterEach(removeMounted);

  for (const row of CART_CALL_ROWS) {
    describe(row.name, () => {
      for (const column of COLUMNS) {
        it(column.name, async () => {
          const { cart, element, target } = await setUp(row, column);
          const shown = recordShownVersions();
          const before = shownCart(element);
          row.act(element, target);

          if (column.outcome === 'fails') {
            await waitUntil(() => told(element, row).includes(column.message ?? ''), `"${column.message}"`, {
              timeout: 5000,
            });
            // The last good cart stays: the same total, the item as it was.
            expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
            expect(shownCart(element).quantities[target.id]).to.equal(before.quantities[target.id]);
            await waitUntilSettled(element);
            expect(row.done(await serverCart(), target), 'not carried out').to.equal(false);
            await expect(element).to.be.accessible();
          }

          if (column.outcome === 'succeeds') {
            // Busy at once; a repeat sends nothing more.
            const nextStepDisabled = () => $<HTMLButtonElement>(element, '[part="next-step"]')?.disabled;
            if (row.itemAction === false) await waitUntil(nextStepDisabled, 'next step disabled');
            else await waitUntil(() => tileOf(element, target)?.getAttribute('aria-busy') === 'true', 'busy');
            expect(nextStepDisabled(), 'next step').to.equal(true);
            row.act(element, target);
            const other = column.overtaken ? await overtake(element, row, cart, target) : undefined;
            await waitUntilSettled(element);
            const server = await serverCart();
            expect(row.done(server, target), 'carried out').to.equal(true);
            if (other) {
              expect(server.items.find((item) => item.id === other.id)?.quantity).to.equal(
                other.quantity + 1,
              );
            }
            expect(noticeText(element), 'no error').to.equal('');
            if (row.failureShows === 'snackbar' || row.name.startsWith('move')) {
              expect(snackbarText(element, 'success')).to.contain(MOVED);
            }
            const calls = (await callsTo(row.path)).filter((call) =>
              row.isActionCall
                ? row.isActionCall(call.body, target)
                : JSON.stringify(call.body).includes(target.id) ||
                  JSON.stringify(call.body).includes(target.product.productId),
            );
            expect(calls, 'one call for the action').to.have.length(1);
          }

          if (column.outcome === 'answerLost') {
            await waitUntil(() => told(element, row).includes(column.message ?? ''), `"${column.message}"`, {
              timeout: 5000,
            });
            await waitUntilSettled(element);
            // The server carried it out; once all calls ended, the page shows it too.
            expect(row.done(await serverCart(), target)).to.equal(row.faultedCallChangesCart);
            await expect(element).to.be.accessible();
          }

          await waitUntilSettled(element);
          expect(await differenceFromServer(element), 'page = server').to.equal(null);
          shown.stop();
          const sorted = [...shown.versions].sort((a, b) => a - b);
          expect(shown.versions, 'never an older cart after a newer one').to.deep.equal(sorted);
        });
      }
    });
  }
});
