// The quantity stepper of the next item layout (spec point 5): −, a number field and +, 1 to 25; a typed
// number is accepted only within bounds; the decrement is disabled at the minimum. The current layout
// keeps the dropdown.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { $, labelledByText, mountShopCart, waitForTiles } from '../../helpers/cart-fixture.js';
import {
  recordedPosts,
  resetCart,
  startupDataFor,
  waitForServerVersion,
} from '../../helpers/reference-api.js';

const SET = '/api/cart/set-item-quantity';

async function mountNextLayout() {
  const cart = await resetCart({ seed: 'default' });
  const data = await startupDataFor({ includeCart: true, newDesign: true, itemLayout: 'next' });
  const element = mountShopCart({ attributes: { tenant: data.tenant, locale: 'de' }, data });
  await waitForTiles(element);
  return { cart, element };
}

describe('quantity stepper (next item layout)', () => {
  it('offers −, a number field and + named per item, the decrement disabled at 1, and passes axe', async () => {
    const { cart, element } = await mountNextLayout();
    const item = cart.items.find((candidate) => !candidate.appointment && candidate.quantity === 1)!;
    const tile = $(element, `[data-item-id="${item.id}"]`)!;
    expect(tile.querySelector('select'), 'no dropdown in the next layout').to.equal(null);
    const [decrease, increase] = [
      ...tile.querySelectorAll<HTMLButtonElement>('[data-quantity-stepper] button'),
    ];
    const field = tile.querySelector<HTMLInputElement>('[data-quantity-stepper] input')!;
    const title = item.product.title;
    expect(labelledByText(element, decrease)).to.equal(`Anzahl verringern ${title}`);
    expect(labelledByText(element, increase)).to.equal(`Anzahl erhöhen ${title}`);
    expect(labelledByText(element, field)).to.equal(`Anzahl ${title}`);
    expect(field.value).to.equal('1');
    expect(decrease!.disabled, 'decrement disabled at the minimum').to.equal(true);
    expect(increase!.disabled).to.equal(false);
    await expect(element).to.be.accessible();

    increase!.click();
    await waitForServerVersion(cart.cartVersion + 1);
    await waitUntil(() => field.value === '2' && !decrease!.disabled, 'quantity 2, decrement enabled');
    expect(await recordedPosts()).to.deep.equal([
      { method: 'POST', path: SET, body: { cartItemId: item.id, quantity: 2 } },
    ]);
  });

  it('accepts a typed number only within 1 to 25', async () => {
    const { cart, element } = await mountNextLayout();
    const item = cart.items.find((candidate) => !candidate.appointment)!;
    const field = $(element, `[data-item-id="${item.id}"] [data-quantity-stepper] input`) as HTMLInputElement;
    for (const typed of ['26', '0']) {
      field.focus();
      field.select();
      await sendKeys({ type: typed });
      expect(field.getAttribute('aria-invalid'), typed).to.equal('true');
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => field.value === String(item.quantity), `${typed} is not taken`);
    }
    expect(await recordedPosts(), 'nothing sent out of bounds').to.deep.equal([]);
    field.focus();
    field.select();
    await sendKeys({ type: '3' });
    await sendKeys({ press: 'Enter' });
    await waitForServerVersion(cart.cartVersion + 1);
    expect(await recordedPosts()).to.deep.equal([
      { method: 'POST', path: SET, body: { cartItemId: item.id, quantity: 3 } },
    ]);
  });

  it('keeps the dropdown in the current layout', async () => {
    const cart = await resetCart({ seed: 'default' });
    const data = await startupDataFor({ includeCart: true, newDesign: true, itemLayout: 'current' });
    const element = mountShopCart({ attributes: { tenant: data.tenant, locale: 'de' }, data });
    await waitForTiles(element);
    const item = cart.items.find((candidate) => !candidate.appointment)!;
    const tile = $(element, `[data-item-id="${item.id}"]`)!;
    expect(tile.querySelector('select')).to.not.equal(null);
    expect(tile.querySelector('[data-quantity-stepper]')).to.equal(null);
  });
});
