// The PayPal flow against the reference API and the stand-in of the PayPal SDK, loaded by @paypal/paypal-js.
import { expect, waitUntil } from '@open-wc/testing';
import { serverCart } from '../helpers/reference-api.js';
import {
  ExpressPage,
  expressPageEachTest,
  NEXT_URL,
  events,
  flowCalls,
  setStandIns,
} from '../helpers/express-page.js';
import { armAnswer, armCode, armFaultOn, personalInfoCookie } from '../helpers/express-storage.js';
import { choose } from '../helpers/cart-fixture.js';

const STARTED = 'POST /api/event/checkout-express-payment-flow-started';
const FINISHED = 'POST /api/event/checkout-express-payment-flow-finished';

describe('express payments: PayPal', () => {
  expressPageEachTest();

  const open = () => ExpressPage.openOnly('paypal');

  it('loads the SDK through the loader: client id, currency, authorisation, German, the nonce', async () => {
    const { page } = await ExpressPage.openOnly('paypal', { nonce: 'n0nce-42' });
    const { query, nonce } = page.standIns.paypal!;
    expect(query).to.include({
      'client-id': 'demo-client-id',
      currency: 'EUR',
      intent: 'authorize',
      commit: 'false',
      components: 'buttons',
      locale: 'de_DE',
    });
    expect(nonce).to.equal('n0nce-42');
    const script = page.doc.querySelector<HTMLScriptElement>('script[src*="/test-providers/paypal-sdk.js"]')!;
    expect(script.getAttribute('data-csp-nonce')).to.equal('n0nce-42');
  });

  it('offers only the configured provider: no other script, no other availability check', async () => {
    const { page } = await open();
    expect(page.doc.querySelector('script[src*="stripe"], script[src*="amazon"]')).to.equal(null);
    expect(page.container('stripe')).to.equal(null);
    expect(page.container('amazonPay')).to.equal(null);
    const checks = (await (await fetch('/api/test/requests')).json()) as { path: string }[];
    expect(
      checks.map(({ path }) => path).filter((path) => path.includes('/api/payment-methods/')),
    ).to.deep.equal(['/api/payment-methods/paypalExpress/availability']);
  });

  it('approval: create-payment-session, the order payer read and validated, then the next step', async () => {
    const { cart, page } = await open();
    expect(await page.clickThrough('paypal')).to.equal(NEXT_URL);
    const paypalOrderId = sessionStorage.getItem('shop.paypalOrderId');
    expect(paypalOrderId).to.match(/^PAYPAL-\d+$/);
    expect(await flowCalls()).to.deep.equal([
      STARTED,
      'POST /api/cart/create-payment-session',
      `GET /api/payment-methods/paypal/order/${paypalOrderId}`,
      'POST /api/cart/validate-personal-information',
      FINISHED,
    ]);
    expect((await serverCart()).selectedPaymentType).to.equal('paypalExpress');
    expect(sessionStorage.getItem('shop.orderId')).to.match(/^1-JD\d+$/);
    expect(sessionStorage.getItem('shop.stripeClientSecret')).to.equal(null);
    expect(personalInfoCookie()).to.deep.include({ email: 'erika.mustermann@example.com' });
    expect((await events()).map(({ body }) => body.paymentType)).to.deep.equal([
      'paypalExpress',
      'paypalExpress',
    ]);
    expect((await events())[0]!.body.cartId).to.equal(cart.cartId);
  });

  it('a payer who cancels sees nothing alarming; the flow ends without finishing', async () => {
    const { page } = await open();
    await setStandIns({ paypal: { outcome: 'cancel' } });
    page.button('paypal')!.click();
    await waitUntil(() => page.standIns.paypal!.orders.length === 1, 'order created', { timeout: 5000 });
    await waitUntil(() => !page.container('paypal')!.inert, 'button usable again', { timeout: 5000 });
    expect(page.error()).to.equal(null);
    expect(await flowCalls()).to.deep.equal([STARTED, 'POST /api/cart/create-payment-session']);
  });

  it("PayPal's error shows the generic PayPal express error", async () => {
    const { page } = await open();
    await setStandIns({ paypal: { outcome: 'error' } });
    page.button('paypal')!.click();
    await waitUntil(() => page.error(), 'message', { timeout: 5000 });
    expect(page.error()!.textContent).to.match(/^Die Zahlung mit PayPal hat leider nicht geklappt/);
  });

  it('an order whose payer lacks data: the server names the fields, the shopper is asked to complete them', async () => {
    const { page } = await open();
    const order = {
      email: 'erika.mustermann@example.com',
      billingAddress: { firstName: 'Erika', countryCode: 'DE' },
    };
    await armAnswer('/api/payment-methods/paypal/order/*', order);
    page.button('paypal')!.click();
    await waitUntil(() => page.error(), 'message', { timeout: 5000 });
    expect(page.error()!.textContent).to.equal('Bitte ergänze oder korrigiere deine Angaben');
    expect(await flowCalls()).to.include('POST /api/cart/validate-personal-information');
    expect(await flowCalls()).to.not.include(FINISHED);
    expect(personalInfoCookie()).to.equal(null);
  });

  it('a failed order read shows the PayPal express error; a failed session its own message', async () => {
    const { page } = await open();
    await armFaultOn('/api/payment-methods/paypal/order/*', '500');
    page.button('paypal')!.click();
    await waitUntil(() => page.error(), 'message', { timeout: 5000 });
    expect(page.error()!.textContent).to.match(/^Die Zahlung mit PayPal hat leider nicht geklappt/);

    await armCode('/api/cart/create-payment-session', 800);
    page.button('paypal')!.click();
    await waitUntil(() => /nicht gültig/.test(page.error()?.textContent ?? ''), '800', { timeout: 5000 });
  });

  it('is disabled while a cart change is in flight: a click starts nothing', async () => {
    const { cart, page } = await open();
    const item = cart.items.find((candidate) => !candidate.appointment)!;
    await armFaultOn('/api/cart/set-item-quantity', 'slow', { delayMs: 1500 });
    const select = page.root!.querySelector<HTMLSelectElement>(`[data-item-id="${item.id}"] select`)!;
    choose(select, String(item.quantity + 1));
    await waitUntil(() => page.container('paypal')!.inert, 'disabled during the change');
    expect(page.button('paypal')!.dataset.enabled).to.equal('false');
    page.button('paypal')!.click();
    await waitUntil(() => !page.container('paypal')!.inert, 'enabled once the change is confirmed', {
      timeout: 5000,
    });
    expect(await flowCalls()).to.deep.equal([]);
    expect(page.button('paypal')!.dataset.enabled).to.equal('true');
  });
});
