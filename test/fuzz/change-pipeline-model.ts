// The model-based test of the change pipeline (change-pipeline.test.ts): generated sequences of every
// cart-changing action a shopper can take, each call with a generated fault of the reference API, and
// what the page must show once everything settled: exactly the server's cart.
import { waitUntil } from '@open-wc/testing';
import fc from 'fast-check';
import type { Cart } from '../../src/domain/index.js';
import { $, $$, choose } from '../helpers/cart-fixture.js';
import { section, typeInto } from '../helpers/money-cart.js';
import { differenceFromServer } from '../helpers/page-vs-server.js';
import type { FaultPlanStep } from '../helpers/reference-api.js';

/** A shopper's action; `pick` chooses among what the page shows at that moment. */
export type Action =
  | { kind: 'quantity'; pick: number; quantity: number }
  | { kind: 'remove'; pick: number }
  | { kind: 'ticket'; pick: number }
  | { kind: 'wishlist'; pick: number; faultOn: 'add-products' | 'remove-item' }
  | { kind: 'coupon'; code: string }
  | { kind: 'voucher'; pick: number }
  | { kind: 'loyalty'; number: string }
  | { kind: 'packaging'; pick: number; type: 'Pdf' | 'GiftBox' | 'Envelope' | 'Included' }
  | { kind: 'shipping' };

/** How the action's call fares at the reference API. */
export type Fault =
  | { fault: 'none' }
  | { fault: 'error'; code: number }
  | { fault: '500' | 'not-json' | 'drop' | 'lost-answer' }
  | { fault: 'slow' | 'late'; delayMs: number };

/** One step: an action, or two in a row (the first overtaken by the second), then the page settles. */
export type Step = [Action, Fault][];

export type Visitor = 'shopping' | 'redemption';

const pick = fc.nat({ max: 20 });

const action = (visitor: Visitor): fc.Arbitrary<Action> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('quantity' as const),
        pick,
        quantity: fc.integer({ min: 1, max: 25 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('ticket' as const), pick }) },
    {
      weight: visitor === 'shopping' ? 1 : 0,
      arbitrary: fc.record({
        kind: fc.constant('wishlist' as const),
        pick,
        faultOn: fc.constantFrom('add-products' as const, 'remove-item' as const),
      }),
    },
    {
      weight: visitor === 'shopping' ? 2 : 0,
      arbitrary: fc.record({
        kind: fc.constant('coupon' as const),
        code: fc.constantFrom('SOMMER10', 'ERLEBNIS15', 'DEMO-706'),
      }),
    },
    {
      weight: visitor === 'redemption' ? 3 : 0,
      arbitrary: fc.record({ kind: fc.constant('voucher' as const), pick }),
    },
    {
      weight: visitor === 'shopping' ? 2 : 0,
      arbitrary: fc.record({
        kind: fc.constant('loyalty' as const),
        number: fc.constantFrom('1234567890', '9876543210'),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('packaging' as const),
        pick,
        type: fc.constantFrom('Pdf' as const, 'GiftBox' as const, 'Envelope' as const, 'Included' as const),
      }),
    },
    {
      weight: visitor === 'shopping' ? 2 : 0,
      arbitrary: fc.record({ kind: fc.constant('shipping' as const) }),
    },
  );

const delayMs = fc.integer({ min: 0, max: 30 });

const fault: fc.Arbitrary<Fault> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ fault: 'none' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      fault: fc.constant('error' as const),
      code: fc.constantFrom(104, 203, 702, 706, 920),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { fault: '500' as const },
      { fault: 'not-json' as const },
      { fault: 'drop' as const },
    ),
  },
  { weight: 2, arbitrary: fc.constant({ fault: 'lost-answer' as const }) },
  { weight: 2, arbitrary: fc.record({ fault: fc.constantFrom('slow' as const, 'late' as const), delayMs }) },
);

const step = (visitor: Visitor): fc.Arbitrary<Step> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.tuple(fc.tuple(action(visitor), fault)) },
    // Overtaken: the first call is late or slow, and the second action follows at once.
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.tuple(
          action(visitor),
          fc.record({
            fault: fc.constantFrom('slow' as const, 'late' as const),
            delayMs: fc.integer({ min: 10, max: 40 }),
          }),
        ),
        fc.tuple(action(visitor), fault),
      ),
    },
  );

/** A visitor and the steps of one sequence. */
export const sequence = (maxSteps: number) =>
  fc.constantFrom<Visitor>('shopping', 'shopping', 'redemption').chain((visitor) =>
    fc.record({
      visitor: fc.constant(visitor),
      steps: fc.array(step(visitor), { minLength: 1, maxLength: maxSteps }),
    }),
  );

/** The path whose next call gets the action's fault. */
function faultedPath(action: Action): string | null {
  switch (action.kind) {
    case 'quantity':
    case 'ticket':
      return '/api/cart/set-item-quantity';
    case 'remove':
      return '/api/cart/remove-item';
    case 'wishlist':
      return action.faultOn === 'add-products' ? '/api/wishlist/add-products' : '/api/cart/remove-item';
    case 'coupon':
      return null; // add or remove: decided on the page (see act)
    case 'voucher':
      return '/api/cart/remove-voucher';
    case 'loyalty':
      return '/api/cart/set-payback-number';
    case 'packaging':
      return '/api/cart/set-item-packaging';
    case 'shipping':
      return '/api/cart/set-shipping-method';
  }
}

export function faultPlan(action: Action, given: Fault, element: Element): FaultPlanStep[] {
  if (given.fault === 'none') return [];
  const path =
    faultedPath(action) ??
    (appliedCouponButton(element) ? '/api/cart/remove-coupon' : '/api/cart/add-coupon');
  return [{ path, ...given }];
}

const tiles = (element: Element) => $$(element, '[part="item"]');
const idsShown = (element: Element) => [...new Set(tiles(element).map((tile) => tile.dataset.itemId ?? ''))];
const nth = <T>(values: T[], index: number): T | undefined => values[index % Math.max(1, values.length)];
/** Clicks what is there; answers whether it was. */
const click = (node: Element | null | undefined): boolean => {
  (node as HTMLElement | null | undefined)?.click();
  return Boolean(node);
};
const appliedCouponButton = (element: Element) =>
  $<HTMLButtonElement>(element, 'button[aria-label^="Rabattcode "][aria-label$=" löschen"]');
/** Removing the last item reloads the page: removals keep at least three items on the page. */
const mayRemove = (element: Element) => idsShown(element).length > 3;

async function enterCode(element: Element, code: string): Promise<boolean> {
  const part = section(element, 'discount');
  [...part.querySelectorAll('button')]
    .find((button) => button.textContent?.startsWith('Rabattcode oder'))
    ?.click();
  const input = await waitUntil(() => part.querySelector('input'), 'the code entry', {
    timeout: 2000,
    interval: 5,
  })
    .then(() => part.querySelector('input'))
    .catch(() => null);
  if (!input) return false;
  typeInto(input, code);
  return click(part.querySelector('button[type="submit"]'));
}

function enterLoyaltyNumber(element: Element, number: string): boolean {
  const part = section(element, 'loyalty');
  if (!part.querySelector('input')) {
    // A number is set: change it.
    [...part.querySelectorAll('button')].find((button) => button.textContent === 'Nummer ändern')?.click();
  }
  const input = part.querySelector('input');
  if (!input) return false;
  typeInto(input, number);
  return click(part.querySelector('button[type="submit"]'));
}

/**
 * Does the action on the page as a shopper would; what the page does not offer now is skipped. Answers
 * whether the page was asked to change something.
 */
export async function act(element: Element, action: Action): Promise<boolean> {
  const plainTiles = tiles(element).filter((tile) => tile.querySelector('select'));
  const ticketTiles = tiles(element).filter((tile) => !tile.querySelector('select'));
  switch (action.kind) {
    case 'quantity': {
      const select = nth(plainTiles, action.pick)?.querySelector('select');
      if (!select || select.value === String(action.quantity)) return false;
      choose(select, String(action.quantity));
      return true;
    }
    case 'remove':
      return (
        mayRemove(element) && click(nth(plainTiles, action.pick)?.querySelector('[data-action="remove"]'))
      );
    case 'ticket':
      return (
        mayRemove(element) && click(nth(ticketTiles, action.pick)?.querySelector('[data-action="remove"]'))
      );
    case 'wishlist':
      return (
        mayRemove(element) &&
        click(nth(tiles(element), action.pick)?.querySelector('[data-action="move-to-wishlist"]'))
      );
    case 'coupon': {
      const applied = appliedCouponButton(element);
      return applied ? click(applied) : enterCode(element, action.code);
    }
    case 'voucher':
      return click(nth($$(element, '[data-remove-voucher]'), action.pick));
    case 'loyalty':
      return enterLoyaltyNumber(element, action.number);
    case 'packaging': {
      const radio = nth(tiles(element), action.pick)?.querySelector<HTMLInputElement>(
        `[data-packaging-option="${action.type}"] input`,
      );
      return !radio?.checked && click(radio);
    }
    case 'shipping': {
      const radios = $$<HTMLInputElement>(element, '[part="shipping"] [data-shipping-option] input');
      return click(radios.find((radio) => !radio.checked && !radio.disabled));
    }
  }
}

/** Why the page differs from the server's cart (quantities, total, coupon, vouchers, shipping), or null. */
export async function differenceFrom(element: Element, server: Cart): Promise<string | null> {
  const basic = await differenceFromServer(element);
  if (basic) return basic;
  const coupon = appliedCouponButton(element)?.getAttribute('aria-label') ?? null;
  const expectedCoupon = server.coupon ? `Rabattcode ${server.coupon.code} löschen` : null;
  if (coupon !== expectedCoupon) return `coupon shown ${coupon} ≠ server ${expectedCoupon}`;
  const vouchers = $$(element, '[data-remove-voucher]').length;
  if (vouchers !== server.vouchers.length)
    return `${vouchers} vouchers shown ≠ server ${server.vouchers.length}`;
  const shipping = $$<HTMLInputElement>(element, '[part="shipping"] [data-shipping-option] input').find(
    (radio) => radio.checked,
  );
  const shownMethod = shipping?.closest('[data-shipping-option]')?.getAttribute('data-shipping-option');
  if (shipping && shownMethod !== server.shipping?.method)
    return `shipping shown ${shownMethod} ≠ server ${server.shipping?.method}`;
  for (const item of server.items) {
    const checked = $$<HTMLInputElement>(
      element,
      `[part="item"][data-item-id="${item.id}"] [data-packaging-option] input`,
    ).find((radio) => radio.checked);
    const shownType = checked?.closest('[data-packaging-option]')?.getAttribute('data-packaging-option');
    if (checked && shownType !== item.selectedPackaging?.type)
      return `${item.id}: packaging shown ${shownType} ≠ server ${item.selectedPackaging?.type}`;
  }
  return null;
}
