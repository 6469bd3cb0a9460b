// Issue 10 point 9: every cart-changing call (fault-matrix-rows.ts) × every way a call goes wrong. Each
// cell checks what the shopper sees, that the last good cart stays, and that the page ends on the
// server's cart.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart, CartItem } from '../../../src/domain/index.js';
import { $, $$, choose, euro, mountShopCart, shownTotal, textOf } from '../../helpers/cart-fixture.js';
import { differenceFromServer, shownCart, waitUntilSettled } from '../../helpers/page-vs-server.js';
import {
  armFaults,
  callsTo,
  releaseHeld,
  resetCart,
  serverCart,
  startupDataFor,
  type FaultPlanStep,
} from '../../helpers/reference-api.js';
import { clearBrowserStorage } from '../../helpers/storage-faults.js';
import { transitionsEnded } from '../../helpers/settle.js';
import { CART_CALL_ROWS, plainItem, type CartCallRow } from './fault-matrix-rows.js';

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
    plan: (path) => [{ path, fault: 'drop' }],
    outcome: 'fails',
    message: 'Keine Verbindung zum Server',
  },
  // A slow answer: held until the test has checked the waiting state, the repeat and the overtaking change.
  { name: 'slow', plan: (path) => [{ path, fault: 'hold' }], outcome: 'succeeds' },
  {
    name: 'overtaken',
    plan: (path) => [{ path, fault: 'hold' }],
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

const tileOf = (element: Element, item: CartItem) => $(element, `[part="item"][data-item-id="${item.id}"]`);
/** Every error message on the page (the page's notice and the tiles'), to assert there is none. */
const noticeText = (element: Element) =>
  $$(element, '[part="cart"] [role="alert"]')
    .map((alert) => textOf(alert))
    .join('');
const pageNoticeText = (element: Element) => textOf($(element, '[data-cart-change-error]'));
const snackbarText = (element: Element, variant: 'error' | 'success') =>
  textOf($(element, `[part="snackbar"] [data-variant="${variant}"]`));
function told(element: Element, row: CartCallRow, cart: Cart): string {
  if (row.failureShows === 'item') {
    // At the tile while the item is in the cart; at the top of the page once it left.
    const item = row.item?.(cart);
    const tile = item && tileOf(element, item);
    return tile ? textOf(tile.querySelector('[data-item-error]')) : pageNoticeText(element);
  }
  if (row.failureShows === 'notice') return pageNoticeText(element);
  if (row.failureShows === 'snackbar') return snackbarText(element, 'error');
  return textOf($(element, row.failureShows.field));
}
// The next step is a link (it works before any script runs): disabled is aria-disabled.
const nextStepDisabled = (element: Element) =>
  $(element, '[part="next-step"]')?.getAttribute('aria-disabled') === 'true';

/** The cart versions the page shows, in order, as it announces them. */
function recordShownVersions() {
  const versions: number[] = [];
  const listener = (event: Event) =>
    versions.push((event as CustomEvent<{ cartVersion: number }>).detail.cartVersion);
  window.addEventListener('shop:cart-change', listener);
  return { versions, stop: () => window.removeEventListener('shop:cart-change', listener) };
}

/** The visitor, anything the row prepares, and the page as the shop serves it (start-up data with the cart). */
async function setUp(row: CartCallRow, column: FaultColumn) {
  await resetCart({ seed: 'default', ...row.visitor });
  await row.prepare?.();
  const startup = await startupDataFor({ includeCart: true, newDesign: true, itemLayout: 'current' });
  const cart = startup.props.cart as Cart;
  const element = mountShopCart({ attributes: { tenant: startup.tenant, locale: 'de' }, data: startup });
  await waitUntil(() => $$(element, '[part="item"]').length > 0, 'tiles');
  await armFaults(column.plan(row.path));
  return { cart, element };
}

/** A newer change of another item, once the faulted call has reached the server. */
async function overtake(element: Element, row: CartCallRow, cart: Cart) {
  await waitUntil(async () => (await callsTo(row.path)).length > 0, 'the faulted call reached the server');
  const other = plainItem(cart, row.item?.(cart));
  const select = $$(element, `[part="item"][data-item-id="${other.id}"] select`)[0] as HTMLSelectElement;
  choose(select, String(other.quantity + 1));
  return other;
}

describe('fault matrix: every cart-changing call × every fault', () => {
  beforeEach(clearBrowserStorage);

  for (const row of CART_CALL_ROWS) {
    describe(row.name, () => {
      for (const column of COLUMNS) {
        it(column.name, async () => {
          const { cart, element } = await setUp(row, column);
          const item = row.item?.(cart);
          const shown = recordShownVersions();
          const before = shownCart(element);
          await row.act(element, cart);

          if (column.outcome === 'fails') {
            const message = column.message ?? '';
            await waitUntil(() => told(element, row, cart).includes(message), `"${message}"`, {
              timeout: 5000,
            }).catch(() => {
              throw new Error(`expected "${message}", the shopper is told "${told(element, row, cart)}"`);
            });
            // The last good cart stays: the same total, the item as it was.
            expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
            if (item) expect(shownCart(element).quantities[item.id]).to.equal(before.quantities[item.id]);
            await waitUntilSettled(element);
            expect(row.done(await serverCart(), cart), 'not carried out').to.equal(false);
            await transitionsEnded(element);
            await expect(element).to.be.accessible();
          }

          if (column.outcome === 'succeeds') {
            // Busy at once; a repeat sends nothing more.
            await waitUntil(() => nextStepDisabled(element), 'next step disabled while waiting');
            if (item) expect(tileOf(element, item)?.getAttribute('aria-busy'), 'item busy').to.equal('true');
            row.repeat(element, cart);
            const other = column.overtaken ? await overtake(element, row, cart) : undefined;
            // A call that follows another (move to wishlist removes the item after adding it to the
            // wishlist) reaches the server later: the release waits for it to be held (demo/server/holds.ts).
            await releaseHeld(row.path);
            await waitUntilSettled(element);
            const server = await serverCart();
            expect(row.done(server, cart), 'carried out').to.equal(true);
            if (other) {
              expect(server.items.find((entry) => entry.id === other.id)?.quantity).to.equal(
                other.quantity + 1,
              );
            }
            expect(noticeText(element), 'no error').to.equal('');
            if (row.successShows) expect(snackbarText(element, 'success')).to.contain(row.successShows);
            const calls = (await callsTo(row.path)).filter(
              (call) => !other || !JSON.stringify(call.body).includes(other.id),
            );
            expect(calls, 'one call for the action').to.have.length(1);
          }

          if (column.outcome === 'answerLost') {
            const message = row.toldWhenAnswerLost === false ? '' : (column.message ?? '');
            await waitUntil(() => told(element, row, cart).includes(message), `"${message}"`, {
              timeout: 5000,
            }).catch(() => {
              throw new Error(`expected "${message}", the shopper is told "${told(element, row, cart)}"`);
            });
            await waitUntilSettled(element);
            // The server carried it out; once all calls ended, the page shows it too.
            expect(row.done(await serverCart(), cart)).to.equal(row.faultedCallChangesCart);
            await transitionsEnded(element);
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
