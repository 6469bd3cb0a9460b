// axe on the express area in each of its states, with the element on the test page itself (axe does not
// reach into frames): the buttons, a failure's message, and the loading overlay after an approval.
import { expect, waitUntil } from '@open-wc/testing';
import { $, mountShopCart, removeMounted, waitForTiles } from '../helpers/cart-fixture.js';
import { STAND_IN_PAYMENTS, setStandIns } from '../helpers/express-page.js';
import { armAnswer, armFaultOn, clearExpressTraces } from '../helpers/express-storage.js';
import { resetCart } from '../helpers/reference-api.js';
import { hangGuard } from '../helpers/engine.js';

const lightButton = (element: Element, provider: string) =>
  element.querySelector<HTMLButtonElement>(`:scope > [data-shop-cart-express="${provider}"] button`);

async function mountWithButtons() {
  const cart = await resetCart();
  // Only PayPal: its flow can be held on the cart (no navigation of the test page).
  const element = mountShopCart({
    data: { props: { cart, payments: { nextUrl: '/nowhere', paypal: STAND_IN_PAYMENTS.paypal } } },
  });
  await waitForTiles(element);
  $(element, '[data-express-checkout]')!.scrollIntoView({ block: 'center' });
  await waitUntil(
    () => lightButton(element, 'paypal') && $(element, '[data-express-checkout] h3'),
    'the PayPal button',
    {
      timeout: 8000,
    },
  );
  return element;
}

describe('express checkout area: accessibility', () => {
  beforeEach(clearExpressTraces);
  afterEach(async () => {
    removeMounted();
    await clearExpressTraces();
  });

  it('passes axe with the buttons, and the heading labels the group of buttons', async () => {
    const element = await mountWithButtons();
    const group = $(element, '[data-express-checkout] [role="group"]')!;
    expect($(element, `#${group.getAttribute('aria-labelledby')}`)!.textContent).to.equal(
      'Mit 1-Klick bezahlen',
    );
    await expect(element).to.be.accessible();
  });

  it('passes axe with a failure’s message', async () => {
    const element = await mountWithButtons();
    await setStandIns({ paypal: { outcome: 'error' } });
    lightButton(element, 'paypal')!.click();
    await waitUntil(() => $(element, '[data-express-error]'), 'the message', { timeout: 5000 });
    expect($(element, '[data-express-checkout] [role="alert"]')).to.not.equal(null);
    await expect(element).to.be.accessible();
  });

  it('passes axe with the loading overlay: a modal dialog named by its text, the cart busy', async function () {
    this.timeout(hangGuard(20000));
    const element = await mountWithButtons();
    // The order read after the approval answers late (and then fails): the overlay stays meanwhile.
    await armFaultOn('/api/payment-methods/paypal/order/*', 'slow', { delayMs: 4000 });
    await armAnswer('/api/payment-methods/paypal/order/*', { code: 500 }, 500);
    lightButton(element, 'paypal')!.click();
    await waitUntil(
      () => $<HTMLDialogElement>(element, 'dialog[data-express-processing]')?.open,
      'the overlay',
      {
        timeout: 5000,
      },
    );
    const overlay = $<HTMLDialogElement>(element, 'dialog[data-express-processing]')!;
    expect(overlay.getAttribute('aria-label')).to.equal('Deine Zahlung wird vorbereitet …');
    expect(overlay.querySelector('[role="status"]')!.textContent).to.equal(
      'Deine Zahlung wird vorbereitet …',
    );
    expect($(element, '[part="cart"]')!.getAttribute('aria-busy')).to.equal('true');
    await expect(element).to.be.accessible();
    await waitUntil(() => $(element, '[data-express-error]'), 'the failure ends it', { timeout: 8000 });
    expect($(element, 'dialog[data-express-processing]')).to.equal(null);
    expect($(element, '[part="cart"]')!.hasAttribute('aria-busy')).to.equal(false);
  });
});
