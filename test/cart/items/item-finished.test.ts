// The item loading state Finished (spec point 4, issue 41): once the server confirmed a change of an item
// that stays in the cart (quantity by dropdown or stepper, packaging), its tile shows a check mark and
// 'Aktualisiert' for about two seconds, to the eye only (the cart's announcer says the change, once), then
// it is Idle again; never after a failed change; a new change during it goes straight to Started. Against
// the reference API, in real time (no fake clock in the browser): every state is waited for, never slept.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart, CartItem } from '../../../src/domain/index.js';
import { FINISHED_FOR_MS } from '../../../src/state/cart/item-busy.js';
import { choose, mountShopCart, textOf, waitForTiles } from '../../helpers/cart-fixture.js';
import { mountCartFor, tile } from '../../helpers/delivery-cart.js';
import {
  armErrorCode,
  armFault,
  releaseHeld,
  resetCart,
  startupDataFor,
} from '../../helpers/reference-api.js';
import { recordAnnouncements } from '../../helpers/live-regions.js';
import { waitUntilSettled } from '../../helpers/page-vs-server.js';
import { settledReact } from '../../helpers/settle.js';
import { addStyle, movingParts, nextFrames, reducedMotionRules } from '../../helpers/a11y-checks.js';

const QUANTITY = '/api/cart/set-item-quantity';
/** What a change shows while it runs (the tile's progress), not what it announces. */
const PROGRESS = /^(Wird aktualisiert …|Das dauert länger als gewohnt …)$/;
/** Time enough for Finished to end: its two seconds, and a loaded machine's lateness. */
const FINISHED_ENDS = { timeout: FINISHED_FOR_MS + 3000 };

const plainItem = (cart: Cart): CartItem =>
  cart.items.find((item) => !item.appointment && item.quantity < 5)!;
const stateOf = (element: Element, itemId: string) => tile(element, itemId)?.dataset.loadingState;
const markOf = (element: Element, itemId: string) =>
  tile(element, itemId)?.querySelector<HTMLElement>('[data-item-finished]') ?? null;
const selectOf = (element: Element, itemId: string) =>
  tile(element, itemId).querySelector('select') as HTMLSelectElement;
const errorOf = (element: Element, itemId: string) =>
  textOf(tile(element, itemId).querySelector('[data-item-error]'));

/** Every loading state the item's tile shows, in order, with the moment it was committed. */
function recordStates(element: Element, itemId: string) {
  const seen: { state: string; at: number }[] = [];
  const note = () => {
    const state = stateOf(element, itemId);
    if (state !== undefined && state !== seen.at(-1)?.state) seen.push({ state, at: performance.now() });
  };
  note();
  const observer = new MutationObserver(note);
  observer.observe(element.shadowRoot!, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-loading-state'],
  });
  return {
    seen,
    /** The states but the busy ones past Started (how long the answer took is not the point here). */
    names: () => seen.map(({ state }) => state).filter((state) => !/^(Long)?Loading$/.test(state)),
    stop: () => observer.disconnect(),
  };
}

/**
 * Holds the page's Finished timers (its timeouts of FINISHED_FOR_MS) set from now on until `release()`,
 * which runs those the page did not clear. For axe only: on the whole cart it takes longer than Finished's
 * two seconds in WebKit (2 to 3 s), and it is to check the page as it is while Finished.
 */
function holdFinishedTimers() {
  const { setTimeout: realSet, clearTimeout: realClear } = window;
  const held = new Map<number, () => void>();
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (delay !== FINISHED_FOR_MS || typeof handler !== 'function') return realSet(handler, delay, ...args);
    // A real timer, so the page's own clearTimeout works; it would fire only long after the test.
    const id = realSet(() => undefined, 600_000);
    held.set(id, () => handler(...args));
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) held.delete(id);
    realClear(id);
  }) as typeof window.clearTimeout;
  return {
    release() {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
      for (const [id, run] of held) {
        realClear(id);
        run();
      }
      held.clear();
    },
  };
}

/** The cart of the default seed, its controls subscribed (effects run), nothing under way. */
async function mountCart(itemLayout: 'current' | 'next' = 'current') {
  const { cart, element } = await mountCartFor({ itemLayout });
  await settledReact();
  await waitUntilSettled(element);
  return { cart, element };
}

describe('item loading state Finished: the tile confirms a confirmed change', () => {
  it('after a new quantity: a check mark and "Aktualisiert" for about 2 s, not announced, then Idle', async () => {
    const { cart, element } = await mountCart();
    const item = plainItem(cart);
    const states = recordStates(element, item.id);
    const heard = recordAnnouncements(element);
    choose(selectOf(element, item.id), String(item.quantity + 1));

    await waitUntil(() => markOf(element, item.id), 'the confirmation');
    const mark = markOf(element, item.id)!;
    expect(textOf(mark)).to.equal('Aktualisiert');
    expect(stateOf(element, item.id)).to.equal('Finished');
    // To the eye only: hidden from screen readers, outside every live region, the check mark too.
    expect(mark.getAttribute('aria-hidden')).to.equal('true');
    expect(mark.closest('[role="status"], [role="alert"], [aria-live]'), 'in a live region').to.equal(null);
    expect(mark.querySelector('svg')?.getAttribute('aria-hidden')).to.equal('true');
    expect(textOf(tile(element, item.id).querySelector('[data-item-status]'))).to.equal('');
    // Not busy: the item's controls and the next step work as when Idle.
    expect(tile(element, item.id).getAttribute('aria-busy')).to.equal('false');
    expect(selectOf(element, item.id).value).to.equal(String(item.quantity + 1));
    await waitUntilSettled(element);

    await waitUntil(() => stateOf(element, item.id) === 'Idle', 'Idle again', FINISHED_ENDS);
    states.stop();
    heard.stop();
    expect(markOf(element, item.id), 'the confirmation is gone').to.equal(null);
    expect(states.names()).to.deep.equal(['Idle', 'Started', 'Finished', 'Idle']);
    const finished = states.seen.find(({ state }) => state === 'Finished')!.at;
    expect(states.seen.at(-1)!.at - finished, 'ms in Finished').to.be.within(FINISHED_FOR_MS - 500, 4500);
    // The change is said once, politely, by the cart's announcer; the tile adds nothing.
    const said = heard.announcements.filter(({ text }) => !PROGRESS.test(text));
    expect(said).to.have.length(1);
    expect(said[0]?.politeness).to.equal('polite');
    expect(said[0]?.text).to.contain(`${item.product.title}: Anzahl ${item.quantity + 1}.`);
  });

  it('after a step of the stepper, in English: "Updated"', async () => {
    const cart = await resetCart();
    const data = await startupDataFor({ includeCart: true, newDesign: true, itemLayout: 'next' });
    const element = mountShopCart({ attributes: { tenant: data.tenant, locale: 'en' }, data });
    await waitForTiles(element);
    await settledReact();
    const item = plainItem(cart);
    const [, increase] = tile(element, item.id).querySelectorAll<HTMLButtonElement>(
      '[data-quantity-stepper] button',
    );
    increase!.click();
    await waitUntil(() => markOf(element, item.id), 'the confirmation');
    expect(textOf(markOf(element, item.id))).to.equal('Updated');
    expect(stateOf(element, item.id)).to.equal('Finished');
  });

  it('after a packaging choice', async () => {
    const { element } = await mountCart();
    const states = recordStates(element, 'item-2');
    tile(element, 'item-2')
      .querySelector<HTMLInputElement>('[data-packaging-option="GiftBox"] input')!
      .click();
    await waitUntil(() => markOf(element, 'item-2'), 'the confirmation');
    states.stop();
    expect(textOf(markOf(element, 'item-2'))).to.equal('Aktualisiert');
    expect(states.names()).to.deep.equal(['Idle', 'Started', 'Finished']);
  });

  for (const [failure, arm, message] of [
    ['HTTP 500', () => armFault(QUANTITY, '500'), 'Bei der Eingabe ist ein Fehler aufgetreten'],
    ['error code 104', () => armErrorCode(QUANTITY, 104), 'An diese Postleitzahl können wir'],
  ] as const) {
    it(`never after a failed change (${failure}); the next confirmed change shows it`, async () => {
      const { cart, element } = await mountCart();
      const item = plainItem(cart);
      const states = recordStates(element, item.id);
      await arm();
      choose(selectOf(element, item.id), String(item.quantity + 1));
      await waitUntil(() => errorOf(element, item.id).includes(message), `"${message}" at the tile`);
      await waitUntilSettled(element);
      await settledReact();
      await nextFrames();
      expect(states.names(), 'no Finished after the failure').to.not.include('Finished');
      expect(markOf(element, item.id)).to.equal(null);
      expect(selectOf(element, item.id).value, 'the quantity reverts').to.equal(String(item.quantity));

      // The fault was for one call: the same choice again is confirmed, and this time the tile says so.
      choose(selectOf(element, item.id), String(item.quantity + 1));
      await waitUntil(() => markOf(element, item.id), 'the confirmation');
      states.stop();
      expect(states.names().slice(-2)).to.deep.equal(['Started', 'Finished']);
    });
  }

  it('a new change during Finished goes straight to Started, then is confirmed for 2 s of its own', async () => {
    const { cart, element } = await mountCart();
    const item = plainItem(cart);
    const states = recordStates(element, item.id);
    choose(selectOf(element, item.id), String(item.quantity + 1));
    await waitUntil(() => markOf(element, item.id), 'the first confirmation');
    await armFault(QUANTITY, 'hold');
    expect(stateOf(element, item.id), 'still Finished when the second change starts').to.equal('Finished');
    choose(selectOf(element, item.id), String(item.quantity + 2));
    await waitUntil(() => tile(element, item.id).getAttribute('aria-busy') === 'true', 'busy again');
    expect(markOf(element, item.id), 'no confirmation while busy').to.equal(null);
    await releaseHeld(QUANTITY);
    await waitUntil(() => markOf(element, item.id), 'the second confirmation');
    const second = performance.now();
    await waitUntil(() => stateOf(element, item.id) === 'Idle', 'Idle again', FINISHED_ENDS);
    states.stop();
    expect(states.names()).to.deep.equal(['Idle', 'Started', 'Finished', 'Started', 'Finished', 'Idle']);
    // The first change's timer does not end the second Finished early.
    expect(performance.now() - second, 'ms in the second Finished').to.be.at.least(FINISHED_FOR_MS - 500);
    expect(selectOf(element, item.id).value).to.equal(String(item.quantity + 2));
  });

  it('passes axe while Finished; with reduced motion the check mark does not fade in', async () => {
    const { cart, element } = await mountCart();
    const item = plainItem(cart);
    const timers = holdFinishedTimers();
    try {
      choose(selectOf(element, item.id), String(item.quantity + 1));
      await waitUntil(() => markOf(element, item.id), 'the confirmation');
      const fading = markOf(element, item.id)!.querySelector('svg')!;
      expect(getComputedStyle(fading).animationName, 'the check mark fades in').to.not.equal('none');
      await Promise.all(fading.getAnimations().map((animation) => animation.finished));
      const states = recordStates(element, item.id);
      await expect(element).to.be.accessible();
      states.stop();
      expect(states.names(), 'axe ran while the tile was Finished').to.deep.equal(['Finished']);
    } finally {
      timers.release();
    }
    // The held timer was the tile's: released, it ends Finished.
    await waitUntil(() => stateOf(element, item.id) === 'Idle', 'Idle once released');

    addStyle(element, reducedMotionRules(element.shadowRoot!));
    const again = recordStates(element, item.id);
    choose(selectOf(element, item.id), String(item.quantity + 2));
    await waitUntil(
      () => again.names().includes('Started') && markOf(element, item.id),
      'the second confirmation',
    );
    again.stop();
    const still = markOf(element, item.id)!.querySelector('svg')!;
    expect(getComputedStyle(still).animationName).to.equal('none');
    expect(movingParts(element.shadowRoot!)).to.deep.equal([]);
  });
});
