// A change that concerns one tile or one modal renders that tile or modal, not the list (issue 38): on
// the 25-item cart, which tiles React renders is counted through its DevTools hook
// (test/helpers/render-counter.ts, imported first), never timed. Each test waits until the change has
// settled (the server's answer applied, React idle), so the count covers the whole change.
import {
  elementRendersOf,
  renderedProps,
  resetRenderCounts,
  rendersOf,
} from '../../helpers/render-counter.js';
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Cart, CartItem } from '../../../src/domain/index.js';
import { $, $$ } from '../../helpers/cart-fixture.js';
import { mountCartFor, openDialog, tile } from '../../helpers/delivery-cart.js';
import { openEntry } from '../../helpers/discount-entry.js';
import { armFault, releaseHeld, waitForServerVersion } from '../../helpers/reference-api.js';
import { settledReact } from '../../helpers/settle.js';

/** The items whose tiles rendered since the last reset. */
const renderedItems = () => renderedProps<{ item: CartItem }>('CartItemTile').map(({ item }) => item.id);

/** The 25-item cart, fully rendered and idle, with the counts reset. */
async function mountLarge(
  itemLayout: 'current' | 'next' = 'current',
): Promise<{ cart: Cart; element: HTMLElement }> {
  const { cart, element } = await mountCartFor({ seed: 'large', itemLayout });
  await waitUntil(() => $$(element, '[part="item"]').length >= cart.items.length, 'every tile');
  await settledReact();
  resetRenderCounts();
  return { cart, element };
}

/** The call of a packaging choice. */
const PACKAGING = '/api/cart/set-item-packaging';
/** The call of a quantity change. */
const QUANTITY = '/api/cart/set-item-quantity';
/** Elements of a tile that its item alone decides: its image link, title, links and price. */
const STILL_PARTS = ['a[data-area=image]', 'h3', 'div[data-item-links]', 'p[data-price]'];

/** An item without an appointment (one tile) in the middle of the cart. */
const plainItem = (cart: Cart) => cart.items.filter((item) => !item.appointment)[8]!;

/** Waits for the server's answer to the change and for every render it causes. */
async function settledChange(element: HTMLElement, cart: Cart) {
  await waitForServerVersion(cart.cartVersion + 1);
  await waitUntil(() => $$(element, '[part="item"][aria-busy="true"]').length === 0, 'no tile busy');
  await settledReact();
}

describe('render scope: one change renders what it concerns', () => {
  it('opening and closing (Escape) the services modal renders no tile', async () => {
    const { cart, element } = await mountLarge();
    const link = tile(element, plainItem(cart).id).querySelector<HTMLButtonElement>(
      '[data-action="services"]',
    )!;
    link.focus();
    await settledReact(() => link.click());
    await waitUntil(() => openDialog(element)?.querySelector('[data-services-body] *'), 'shown', {
      timeout: 5000,
    });
    await settledReact();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !openDialog(element), 'closed');
    await settledReact();
    expect(rendersOf('ServicesModal'), 'the modal rendered').to.be.greaterThan(0);
    expect(renderedItems()).to.deep.equal([]);
  });

  it('opening the discount field renders the field, no tile', async () => {
    const { element } = await mountLarge();
    await settledReact(() => openEntry(element));
    expect(rendersOf('DiscountForm')).to.be.greaterThan(0);
    expect(renderedItems()).to.deep.equal([]);
  });

  it("changing one tile's quantity renders that tile only, while busy and once answered", async () => {
    const { cart, element } = await mountLarge();
    const item = plainItem(cart);
    const select = tile(element, item.id).querySelector('select')!;
    select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    select.value = String(item.quantity + 1);
    await settledReact(() => select.dispatchEvent(new Event('change', { bubbles: true })));
    await settledChange(element, cart);
    expect(select.value).to.equal(String(item.quantity + 1));
    const rendered = renderedItems();
    expect(rendered.length, 'the tile rendered').to.be.greaterThan(0);
    expect(new Set(rendered)).to.deep.equal(new Set([item.id]));
  });

  it('choosing the packaging of one tile renders that tile only, not the list, until the answer', async () => {
    const { cart, element } = await mountLarge();
    const item = plainItem(cart);
    const option = tile(element, item.id).querySelector<HTMLInputElement>(
      '[data-packaging-option] input:not(:checked)',
    )!;
    // The call waits: what the click itself renders is counted apart from what the answer renders.
    await armFault(PACKAGING, 'hold');
    await settledReact(() => option.click());
    await waitUntil(() => tile(element, item.id)?.getAttribute('aria-busy') === 'true', 'the tile busy');
    await settledReact();
    expect(option.checked, 'the choice shows at once').to.equal(true);
    expect(rendersOf('CartItemList'), 'the list rendered for the click').to.equal(0);
    expect(new Set(renderedItems())).to.deep.equal(new Set([item.id]));
    // The answer changes the item: the list passes it on, and still only that tile renders.
    await releaseHeld(PACKAGING);
    await settledChange(element, cart);
    expect(new Set(renderedItems())).to.deep.equal(new Set([item.id]));
  });

  it("a packaging choice's click renders its tile with the choice; the busy state follows the paint", async () => {
    const { cart, element } = await mountLarge();
    const item = plainItem(cart);
    const option = tile(element, item.id).querySelector<HTMLInputElement>(
      '[data-packaging-option] input:not(:checked)',
    )!;
    await armFault(PACKAGING, 'hold');
    // React renders a click's updates before click() returns: what the frame after the click shows.
    option.click();
    expect(option.checked, 'the choice shows').to.equal(true);
    expect(renderedItems(), 'its tile rendered the choice').to.deep.equal([item.id]);
    expect(tile(element, item.id).getAttribute('aria-busy'), 'not yet busy').to.not.equal('true');
    expect(rendersOf('NextStepButton'), 'the next-step links wait for the paint').to.equal(0);
    await waitUntil(() => tile(element, item.id)?.getAttribute('aria-busy') === 'true', 'the tile busy');
    await waitUntil(() => $(element, '[part="next-step"][aria-disabled="true"]'), 'the next step disabled');
    await releaseHeld(PACKAGING);
    await settledChange(element, cart);
    expect(option.checked, 'the choice confirmed').to.equal(true);
  });

  it("a change's busy state renders the next-step links, not the sticky bar or the loyalty section", async () => {
    const { cart, element } = await mountLarge();
    expect($(element, '[part="sticky-bar"]'), 'the sticky bar is there').to.exist;
    expect($(element, '[data-section="loyalty"]'), 'the loyalty section is there').to.exist;
    const option = tile(element, plainItem(cart).id).querySelector<HTMLInputElement>(
      '[data-packaging-option] input:not(:checked)',
    )!;
    await armFault(PACKAGING, 'hold');
    await settledReact(() => option.click());
    await waitUntil(() => $(element, '[part="next-step"][aria-disabled="true"]'), 'the next step disabled');
    await settledReact();
    expect($(element, '[part="sticky-next-step"]')?.getAttribute('aria-disabled')).to.equal('true');
    expect(rendersOf('NextStepButton'), 'both next-step links').to.equal(2);
    expect(rendersOf('StickyBar'), 'the sticky bar').to.equal(0);
    expect(rendersOf('LoyaltySection'), 'the loyalty section').to.equal(0);
    expect(rendersOf('CartSummary'), 'the summary').to.equal(0);
    await releaseHeld(PACKAGING);
    await settledChange(element, cart);
  });

  it("a tile's busy and loading states render its controls, not its image, facts, links or price", async () => {
    const { cart, element } = await mountLarge();
    const item = plainItem(cart);
    const select = tile(element, item.id).querySelector('select')!;
    const priceText = () => tile(element, item.id).querySelector('[data-price]')?.textContent;
    const before = priceText();
    // The call waits: what the choice and the busy state render is counted apart from the answer.
    await armFault(QUANTITY, 'hold');
    select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    select.value = String(item.quantity + 1);
    await settledReact(() => select.dispatchEvent(new Event('change', { bubbles: true })));
    await waitUntil(() => tile(element, item.id)?.getAttribute('aria-busy') === 'true', 'the tile busy');
    await settledReact();
    expect(rendersOf('CartItemTile'), 'the tile rendered the choice and its busy state').to.be.at.least(2);
    expect(elementRendersOf('li[part=item]'), 'the tile element').to.be.at.least(2);
    for (const label of STILL_PARTS) expect(elementRendersOf(label), label).to.equal(0);
    resetRenderCounts();
    await releaseHeld(QUANTITY);
    await settledChange(element, cart);
    // The answer changes the item (its quantity and total): the parts render with it, once (the summary
    // has titles of its own: the title is left out here).
    expect(priceText(), "the answer's price shows").to.not.equal(before);
    for (const label of STILL_PARTS.filter((each) => each !== 'h3'))
      expect(elementRendersOf(label), label).to.equal(1);
  });

  for (const [change, action] of [
    ['removing one item', 'remove'],
    ['moving one item to the wishlist', 'move-to-wishlist'],
  ] as const) {
    it(`${change} renders no other tile`, async () => {
      const { cart, element } = await mountLarge();
      const item = plainItem(cart);
      const button = tile(element, item.id).querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!;
      await settledReact(() => button.click());
      await settledChange(element, cart);
      await waitUntil(() => !tile(element, item.id), 'the tile left');
      expect(renderedItems().filter((id) => id !== item.id)).to.deep.equal([]);
    });
  }

  it("the stepper's + renders that tile only", async () => {
    const { cart, element } = await mountLarge('next');
    const item = cart.items.filter((each) => !each.appointment && each.quantity < 25)[8]!;
    const [, increase] = tile(element, item.id).querySelectorAll<HTMLButtonElement>(
      '[data-quantity-stepper] button',
    );
    await settledReact(() => increase!.click());
    await settledChange(element, cart);
    const field = tile(element, item.id).querySelector<HTMLInputElement>('[data-quantity-stepper] input')!;
    expect(field.value).to.equal(String(item.quantity + 1));
    expect(new Set(renderedItems())).to.deep.equal(new Set([item.id]));
  });

  it('choosing another shipping method renders no tile', async () => {
    const { cart, element } = await mountLarge();
    const shipping = $(element, '[part="shipping"]')!;
    const other = shipping.querySelector<HTMLInputElement>('[data-shipping-option] input:not(:checked)')!;
    await settledReact(() => other.click());
    await settledChange(element, cart);
    expect(other.checked, 'the new method chosen').to.equal(true);
    expect(renderedItems()).to.deep.equal([]);
  });
});
