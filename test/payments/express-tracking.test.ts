// What the express payments tell the data layer (issue 14 with issue 13): add_payment_info once when a
// flow starts, and the unavailable methods as notifications, in the shop page's own window.
import { expect, waitUntil } from '@open-wc/testing';
import { resetCart } from '../helpers/reference-api.js';
import {
  ExpressPage,
  expressPageEachTest,
  onlyPayments,
  setStandIns,
  type Provider,
} from '../helpers/express-page.js';
import { armAnswer, armCode } from '../helpers/express-storage.js';

type Entry = Record<string, unknown> & { ecommerce?: Record<string, unknown> | null };
const dataLayer = (page: ExpressPage): Entry[] =>
  ((page.view as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).filter(
    (entry) => typeof entry === 'object' && !Array.isArray(entry),
  );
const named = (page: ExpressPage, event: string) => dataLayer(page).filter((entry) => entry.event === event);
const notifications = (page: ExpressPage) =>
  named(page, 'notification').map((entry) => entry.notification_label);

/** Waits until `provider` (`name` in the label) is tracked as unavailable, its button hidden; answers the label. */
async function trackedUnavailable(shown: ExpressPage, provider: Provider, name: string) {
  const label = `Error - Payment method unavailable: ${name}`;
  await waitUntil(() => notifications(shown).includes(label), `${name} unavailable`, { timeout: 8000 });
  expect(shown.shows(provider)).to.equal(false);
  return label;
}

describe('express payments in the data layer', () => {
  expressPageEachTest();

  it('a started PayPal flow is add_payment_info once, with the payment type and the cart it started from', async () => {
    const { cart, page } = await ExpressPage.openOnly('paypal');
    // The payer cancels: the flow started all the same, and the page stays to be read.
    await setStandIns({ paypal: { outcome: 'cancel' } });
    page.button('paypal')!.click();
    await waitUntil(() => named(page, 'add_payment_info').length === 1, 'add_payment_info', {
      timeout: 5000,
    });
    await waitUntil(() => !page.container('paypal')!.inert, 'button usable again', { timeout: 5000 });
    const [event] = named(page, 'add_payment_info');
    expect(event!.ecommerce).to.include({
      payment_type: 'paypalExpress',
      currency: cart.total.gross.currencyCode,
    });
    // The same cart as the page view's: the same value and lines.
    const [viewCart] = named(page, 'view_cart');
    expect(event!.ecommerce!.value).to.equal(viewCart!.ecommerce!.value);
    const items = event!.ecommerce!.items as { item_id: string; quantity: number }[];
    expect(items.map((item) => item.quantity).reduce((sum, quantity) => sum + quantity, 0)).to.equal(
      cart.items.reduce((sum, item) => sum + item.quantity, 0),
    );
    // GA4's guidance: the previous ecommerce object is cleared right before.
    const layer = dataLayer(page);
    expect(layer[layer.indexOf(event!) - 1]).to.deep.equal({ ecommerce: null });
    expect(named(page, 'add_payment_info')).to.have.length(1);
    // A cancel is the shopper's choice: no failure is tracked.
    expect(notifications(page).filter((label) => String(label).includes('Express payment'))).to.deep.equal(
      [],
    );
  });

  it('a payer whose data is missing: the missing fields are tracked, by name only', async () => {
    const { page } = await ExpressPage.openOnly('paypal');
    await armAnswer('/api/payment-methods/paypal/order/*', {
      email: 'erika.mustermann@example.com',
      billingAddress: { firstName: 'Erika', countryCode: 'DE' },
    });
    page.button('paypal')!.click();
    await waitUntil(() => named(page, 'notification').length > 0, 'the failure tracked', {
      timeout: 5000,
    });
    const [notice] = named(page, 'notification');
    expect(notice).to.include({
      notification_type: 'error',
      notification_label: 'Error - Missing personal information',
      payment_type: 'paypalExpress',
    });
    const fields = notice!.missing_fields as string[];
    expect(fields).to.include('billingAddress.city');
    expect(fields).to.not.include('email');
    // Names of fields, never what the payer entered.
    expect(JSON.stringify(dataLayer(page))).to.not.contain('erika');
    expect(page.error()!.textContent).to.equal('Bitte ergänze oder korrigiere deine Angaben');
  });

  it('a failed payment session is tracked with its code', async () => {
    const { page } = await ExpressPage.openOnly('paypal');
    await armCode('/api/cart/create-payment-session', 800);
    page.button('paypal')!.click();
    await waitUntil(
      () => notifications(page).includes('Error - Express payment failed: session 800'),
      'the failure tracked',
      { timeout: 5000 },
    );
    expect(named(page, 'add_payment_info')).to.have.length(1);
  });

  it('a provider whose script fails is tracked as unavailable, once', async () => {
    const cart = await resetCart();
    await setStandIns({ paypal: { script: 'fail' } });
    const page = await ExpressPage.open(cart, { payments: onlyPayments('paypal') });
    const label = await trackedUnavailable(page, 'paypal', 'PayPal');
    expect(notifications(page).filter((tracked) => tracked === label)).to.have.length(1);
  });

  it('a type the server refuses is tracked as unavailable; an offered one is not', async () => {
    const cart = await resetCart();
    await armAnswer('/api/payment-methods/amazonPayExpress/availability', { available: false });
    const refused = await ExpressPage.open(cart, { payments: onlyPayments('amazonPay') });
    await trackedUnavailable(refused, 'amazonPay', 'Amazon Pay');

    refused.remove();
    const { page } = await ExpressPage.openOnly('amazonPay');
    expect(notifications(page).filter((label) => String(label).includes('unavailable'))).to.deep.equal([]);
  });
});
