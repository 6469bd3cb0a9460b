// Notification events of the cart in the data layer: an empty cart, a product gone offline, an unknown
// payment type.
import { expect, waitUntil } from '@open-wc/testing';
import { $, mountShopCart, waitForTiles } from '../../helpers/cart-fixture.js';
import { dataLayer, eventNames, waitForEntries, type Entry } from '../../helpers/data-layer.js';
import { resetCart, serverCart } from '../../helpers/reference-api.js';
import { freshDataLayerEachTest } from '../../helpers/tracking-journeys.js';

describe('tracking: notification events of the cart', () => {
  freshDataLayerEachTest();

  const notification = (label: string, extra: Entry = {}): Entry => ({
    event: 'notification',
    notification_type: 'error',
    notification_label: label,
    ...extra,
  });

  it('an empty cart is an error event, once per page view however many carts show it', async () => {
    await resetCart({ seed: 'empty' });
    const first = mountShopCart({ data: {} });
    const second = mountShopCart({ data: {} });
    await waitUntil(() => $(first, '[part="empty"]') && $(second, '[part="empty"]'), 'both empty');
    await waitForEntries(1);
    expect(dataLayer()).to.deep.equal([notification('Error - Empty cart')]);
  });

  it('a product a changeset removed went offline', async () => {
    const before = await resetCart({ seed: 'default' });
    const response = await fetch('/api/test/next-changes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'ProductRemoved' }),
    });
    expect(response.ok).to.equal(true);
    const element = mountShopCart({ data: {} });
    await waitForTiles(element);
    await waitForEntries(5);
    const after = await serverCart();
    const gone = before.items.find((item) => !after.items.some((each) => each.id === item.id));
    expect(gone, 'a product was removed').not.to.equal(undefined);
    expect(dataLayer()[0]).to.deep.equal(
      notification('Error - Product went offline', { item_id: gone!.product.productId }),
    );
    expect(eventNames().slice(1)).to.deep.equal([null, 'view_cart', null, 'view_promotion']);
  });

  it('a selected payment type this version does not know, with the express flag', async () => {
    const cart = await resetCart({ seed: 'default' });
    const element = mountShopCart({
      data: { props: { cart: { ...cart, selectedPaymentType: 'bitcoinExpress' } } },
    });
    await waitForTiles(element);
    await waitForEntries(5);
    expect(dataLayer()[0]).to.deep.equal(
      notification('Error - Unknown payment type: bitcoinExpress (express: true)'),
    );
  });
});
