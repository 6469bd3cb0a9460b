// The data layer on the way to checkout: add_shipping_info for a confirmed method, begin_checkout before
// the next step opens.
import { expect, waitUntil } from '@open-wc/testing';
import { $, choose } from '../../helpers/cart-fixture.js';
import {
  dataLayer,
  ecommerceEvent,
  eventNames,
  expectedItem,
  waitForEntries,
  type Entry,
} from '../../helpers/data-layer.js';
import { resetCart } from '../../helpers/reference-api.js';
import { armCode, isDisabled } from '../../helpers/delivery-cart.js';
import {
  BOX,
  describeJourneys,
  itemOf,
  loadedCart,
  nextStep,
  selectOf,
  SHIPPING,
} from '../../helpers/tracking-journeys.js';
import { showsWholeCart } from '../../helpers/whole-cart.js';

describeJourneys(() => {
  it('add_shipping_info with the method the server confirmed; nothing for a refused one', async () => {
    const { cart, element } = await loadedCart();
    const shipping = (method: string) =>
      $<HTMLInputElement>(element, `[part="shipping"] [data-shipping-option="${method}"] input`)!;
    shipping('box_express').click();
    await waitForEntries(6);
    const items = cart.items.map((item) => expectedItem(item));
    expect(dataLayer().slice(4)).to.deep.equal(
      ecommerceEvent('add_shipping_info', {
        currency: 'EUR',
        value: 632.6,
        items,
        shipping_tier: 'box_express',
      }),
    );
    // Code 104 refuses the next choice: no event; a later change is counted from the confirmed cart.
    await armCode(SHIPPING, 104);
    shipping('box_standard').click();
    await waitUntil(() => $(element, '[part="shipping"] [data-shipping-error]')?.textContent, 'refused');
    await waitUntil(() => !isDisabled(nextStep(element)), 'all calls ended');
    choose(selectOf(element, itemOf(cart, BOX)), '2');
    await waitForEntries(8);
    expect(eventNames().slice(4)).to.deep.equal([null, 'add_shipping_info', null, 'add_to_cart']);
  });

  it('begin_checkout with the cart before the next step opens', async () => {
    const cart = await resetCart({ seed: 'default' });
    const frame = document.createElement('iframe');
    frame.title = 'Warenkorb';
    let loads = 0;
    frame.addEventListener('load', () => (loads += 1));
    frame.src = `/test/helpers/cart-page.html?data=${encodeURIComponent(JSON.stringify({ props: { cart } }))}`;
    document.body.append(frame);
    try {
      const page = () => frame.contentWindow as Window & { dataLayer?: Entry[] };
      const root = () => page().document.querySelector('shop-cart')?.shadowRoot;
      await waitUntil(
        () => loads === 1 && (page().dataLayer?.length ?? 0) >= 4 && showsWholeCart(root()),
        'the cart views, and the whole cart with its next step',
        { timeout: 8000 },
      );
      // Kept before the page goes: the entries pushed just before navigating land here too.
      const layer = page().dataLayer!;
      root()!.querySelector<HTMLAnchorElement>('[part="next-step"]')!.click();
      await waitUntil(() => loads === 2, 'navigates to the next step');
      expect(frame.contentWindow?.location.pathname).to.equal('/checkout');
      const items = cart.items.map((item) => expectedItem(item));
      expect(layer.slice(4).map((entry) => ({ ...entry }))).to.deep.equal(
        ecommerceEvent('begin_checkout', { currency: 'EUR', value: 632.6, items }),
      );
    } finally {
      frame.remove();
    }
  });
});
