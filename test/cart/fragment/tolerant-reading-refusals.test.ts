// Only what the page cannot render without refuses an answer: the load fails and can be retried; such a
// cart in the start-up data is ignored with a warning.
import { expect, waitUntil } from '@open-wc/testing';
import { cart as cartTexts } from '../../../src/i18n/de/cart.js';
import { spelledCart } from '../../helpers/spelled-carts.js';
import { $$, mountShopCart, textOf, waitForTiles } from '../../helpers/cart-fixture.js';
import { armNextAnswer, resetCart } from '../../helpers/reference-api.js';
import { recordWarnings, type Json } from '../../helpers/tolerant-reading.js';

describe('answers the page cannot render', () => {
  const refusals: [string, (cart: Json & { items: Json[] }) => void][] = [
    ['no items array', (cart) => Reflect.deleteProperty(cart, 'items')],
    ['an item without id', (cart) => Reflect.deleteProperty(cart.items[1]!, 'id')],
    ['an item without quantity', (cart) => (cart.items[1]!.quantity = null)],
    ['an item without price', (cart) => Reflect.deleteProperty(cart.items[1]!, 'total')],
    [
      'a price without amount',
      (cart) => (cart.items[1]!.total = { gross: { currencyCode: 'EUR', amount: null } }),
    ],
  ];
  for (const [name, spoil] of refusals) {
    it(`refuses an answer with ${name}: the load fails and can be retried`, async () => {
      const raw = spelledCart('full') as Json & { items: Json[] };
      spoil(raw);
      await resetCart({ seed: 'single' });
      await armNextAnswer('/api/cart', raw);
      const element = mountShopCart({ data: {} });
      const retry = () => $$(element, 'button').find((button) => textOf(button) === cartTexts.retry);
      await waitUntil(retry, 'the retry button', { timeout: 5000 });
      expect($$(element, '[part="item"]')).to.deep.equal([]);
      await expect(element).to.be.accessible();
      retry()!.click();
      const [tile] = await waitForTiles(element, 1);
      expect(textOf(tile)).not.to.contain('Kochkurs Toskana');
    });
  }

  it('ignores such a cart in the start-up data with a warning and loads the cart instead', async () => {
    const raw = spelledCart('full') as Json & { items: Json[] };
    raw.items[0]!.total = { gross: { currencyCode: 'EUR' } };
    await resetCart({ seed: 'single' });
    const recorder = recordWarnings();
    try {
      const element = mountShopCart({ data: { props: { cart: raw } } });
      const [tile] = await waitForTiles(element, 1);
      expect(textOf(tile)).not.to.contain('Kochkurs Toskana');
      expect(recorder.warnings.join('\n')).to.match(/cart in the start-up data is invalid.*items\.0\.total/);
    } finally {
      recorder.stop();
    }
  });
});
