// Nothing in the data layer for changes the server did not confirm: a failed change, an overtaken one.
import { expect, waitUntil } from '@open-wc/testing';
import { $, choose } from '../../helpers/cart-fixture.js';
import { dataLayer, ecommerceEvent, expectedItem, waitForEntries } from '../../helpers/data-layer.js';
import { armFault } from '../../helpers/reference-api.js';
import { isDisabled } from '../../helpers/delivery-cart.js';
import {
  afterLoad,
  COOKING,
  describeJourneys,
  itemOf,
  loadedCart,
  nextStep,
  QUANTITY,
  selectOf,
  serverCartAfter,
} from '../../helpers/tracking-journeys.js';

describeJourneys(() => {
  it('no event for a failed change; the next confirmed change counts from the last confirmed cart', async () => {
    const { cart, element, box } = await loadedCart();
    await armFault(QUANTITY, '500');
    choose(selectOf(element, box), '5');
    await waitUntil(() => $(element, '[role="alert"]')?.textContent !== '', 'the failure shows');
    await waitUntil(() => selectOf(element, box).value === '1', 'the quantity reverts');
    choose(selectOf(element, box), '2');
    await waitForEntries(6);
    expect(dataLayer()).to.deep.equal([
      ...afterLoad(cart),
      ...ecommerceEvent('add_to_cart', {
        currency: 'EUR',
        value: 59.9,
        items: [expectedItem(box, { quantity: 1 })],
      }),
    ]);
  });

  it('one event for an overtaken change: from the last confirmed cart to the newest one', async () => {
    const { cart, element, box } = await loadedCart();
    const cooking = itemOf(cart, COOKING);
    await armFault(QUANTITY, 'slow', { delayMs: 1500 });
    choose(selectOf(element, box), '3');
    await waitUntil(() => $(element, `[data-item-id="${box.id}"]`)?.getAttribute('aria-busy') === 'true');
    // A change of another item overtakes it: its answer (with both changes) arrives first.
    choose(selectOf(element, cooking), '2');
    await serverCartAfter(cart.cartVersion + 1);
    await waitForEntries(6);
    // Once every call has ended (the next-step button is enabled again), one more change: tracking runs
    // in order, so anything the overtaken answer caused would come before it.
    await waitUntil(() => !isDisabled(nextStep(element)), 'all calls ended', { timeout: 5000 });
    choose(selectOf(element, box), '4');
    await waitForEntries(8);
    const both = [expectedItem(cooking, { quantity: 1 }), expectedItem(box, { quantity: 2 })];
    expect(dataLayer()).to.deep.equal([
      ...afterLoad(cart),
      ...ecommerceEvent('add_to_cart', { currency: 'EUR', value: 248.8, items: both }),
      ...ecommerceEvent('add_to_cart', {
        currency: 'EUR',
        value: 59.9,
        items: [expectedItem(box, { quantity: 1 })],
      }),
    ]);
  });
});
