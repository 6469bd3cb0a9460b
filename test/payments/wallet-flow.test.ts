// The wallet flow (Apple Pay, Google Pay through Stripe's Express Checkout Element) against the reference
// API and the stand-in of Stripe.js.
import { expect, waitUntil } from '@open-wc/testing';
import { choose, euro, shownTotal } from '../helpers/cart-fixture.js';
import { resetCart, serverCart } from '../helpers/reference-api.js';
import { ERIKAS_ADDRESS } from '../helpers/payer.js';
import {
  ExpressPage,
  expressPageEachTest,
  NEXT_URL,
  calls,
  events,
  flowCalls,
  paymentCalls,
  setStandIns,
} from '../helpers/express-page.js';
import { personalInfoCookie, armCode, armFaultOn } from '../helpers/express-storage.js';

const STARTED = 'POST /api/event/checkout-express-payment-flow-started';
const FINISHED = 'POST /api/event/checkout-express-payment-flow-finished';

describe('express payments: wallet cards through Stripe', () => {
  let page: ExpressPage | undefined;
  expressPageEachTest();

  async function openWithWallet(wallet = 'googlePay') {
    const cart = await resetCart();
    await setStandIns({ stripe: { wallet } });
    page = await ExpressPage.open(cart);
    await page.buttonsShown(['stripe', 'paypal', 'amazonPay']);
    return { cart, page };
  }

  it('hands Stripe the total in minor units, lower-case currency, manual capture, card only, 48 px, e-mail and billing address', async () => {
    const { cart, page } = await openWithWallet();
    const [group] = page.standIns.stripe!.groups;
    expect(group!.amount).to.equal(Math.round(cart.total.gross.amount * 100));
    expect(group!.currency).to.equal('eur');
    expect(group!.options).to.include({ mode: 'payment', captureMethod: 'manual', locale: 'de' });
    expect(group!.options.allowedPaymentMethodTypes).to.deep.equal(['card']);
    expect(group!.element).to.include({
      buttonHeight: 48,
      emailRequired: true,
      billingAddressRequired: true,
    });
    expect(page.standIns.stripe!.key).to.equal('pk_test_demo');
  });

  it('confirm: validate-personal-information, create-payment-session, Stripe confirms, then the next step', async () => {
    const { cart, page } = await openWithWallet();
    expect(await page.clickThrough('stripe')).to.equal(NEXT_URL);
    expect(await flowCalls()).to.deep.equal([
      STARTED,
      'POST /api/cart/validate-personal-information',
      'POST /api/cart/create-payment-session',
      FINISHED,
    ]);
    const flowEvents = await events();
    expect(flowEvents.map(({ body }) => body)).to.deep.equal([
      { cartId: cart.cartId, paymentType: 'stripeGooglePayExpress' },
      { cartId: cart.cartId, paymentType: 'stripeGooglePayExpress' },
    ]);
    const orderId = sessionStorage.getItem('shop.orderId');
    expect(orderId).to.match(/^1-JD\d+$/);
    const secret = sessionStorage.getItem('shop.stripeClientSecret');
    expect(secret).to.match(/^pi_demo\d+_secret_demo$/);
    expect(sessionStorage.getItem('shop.paypalOrderId')).to.equal(null);
    expect(personalInfoCookie()).to.deep.equal({
      email: 'erika.mustermann@example.com',
      phoneNumber: '+49 221 1234567',
      billingAddress: ERIKAS_ADDRESS,
    });
  });

  it('takes the express type of the wallet the device has (Apple Pay)', async () => {
    const { page } = await openWithWallet('applePay');
    expect(page.button('stripe')!.textContent).to.equal('Apple Pay');
    await page.clickThrough('stripe');
    const session = (await serverCart()).selectedPaymentType;
    expect(session).to.equal('stripeApplePayExpress');
  });

  it('a cancelled sheet shows nothing alarming and the button works again', async () => {
    const { page } = await openWithWallet();
    await setStandIns({ stripe: { outcome: 'cancel' } });
    page.button('stripe')!.click();
    await waitUntil(async () => (await paymentCalls()).includes(STARTED), 'flow started', { timeout: 5000 });
    await waitUntil(() => page.standIns.stripe!.sheets.length === 1, 'sheet shown', { timeout: 5000 });
    await waitUntil(() => !page.container('stripe')!.inert, 'button usable again', { timeout: 5000 });
    expect(page.error()).to.equal(null);
    expect(page.processing()).to.equal(null);
    expect(await paymentCalls()).to.not.include('POST /api/cart/create-payment-session');
    expect(await paymentCalls()).to.not.include(FINISHED);
  });

  it('personal information the server finds missing: "Bitte ergänze oder korrigiere deine Angaben", no session', async () => {
    const { page } = await openWithWallet();
    await setStandIns({ stripe: { outcome: 'missing-fields' } });
    page.button('stripe')!.click();
    await waitUntil(() => page.error(), 'the message', { timeout: 5000 });
    expect(page.error()!.textContent).to.equal('Bitte ergänze oder korrigiere deine Angaben');
    expect(page.error()!.getAttribute('data-express-error')).to.equal('missingFields');
    expect(page.standIns.stripe!.failures).to.deep.equal([{ reason: 'fail' }]);
    const made = await paymentCalls();
    expect(made).to.include('POST /api/cart/validate-personal-information');
    expect(made).to.not.include('POST /api/cart/create-payment-session');
    expect(page.processing(), 'the overlay is gone').to.equal(null);
    expect(page.root!.querySelector('[part="cart"]')!.hasAttribute('aria-busy')).to.equal(false);
  });

  it('a declined card shows the generic express error', async () => {
    const { page } = await openWithWallet();
    await setStandIns({ stripe: { outcome: 'declined' } });
    page.button('stripe')!.click();
    await waitUntil(() => page.error(), 'the message', { timeout: 5000 });
    expect(page.error()!.textContent).to.match(/^Die Express-Zahlung hat leider nicht geklappt/);
    expect(page.standIns.stripe!.confirmations).to.have.length(1);
    expect(await paymentCalls()).to.not.include(FINISHED);
  });

  const sessionFailures: [string, () => Promise<void>, RegExp][] = [
    [
      '606',
      () => armCode('/api/cart/create-payment-session', 606),
      /^Mit den Daten des Zahlungsanbieters stimmt etwas nicht/,
    ],
    ['800', () => armCode('/api/cart/create-payment-session', 800), /^Diese Zahlungsart ist nicht gültig/],
    [
      '1200',
      () => armCode('/api/cart/create-payment-session', 1200),
      /^Die Zahlung hat leider nicht geklappt/,
    ],
    [
      'HTTP 500',
      () => armFaultOn('/api/cart/create-payment-session', '500'),
      /^Die Zahlung konnte nicht gestartet werden/,
    ],
    [
      'a dropped connection',
      () => armFaultOn('/api/cart/create-payment-session', 'drop'),
      /^Die Verbindung zum Zahlungsanbieter ist fehlgeschlagen/,
    ],
  ];
  for (const [name, arm, text] of sessionFailures) {
    it(`create-payment-session failing with ${name} shows its message`, async () => {
      const { page } = await openWithWallet();
      await arm();
      page.button('stripe')!.click();
      await waitUntil(() => page.error(), 'the message', { timeout: 5000 });
      expect(page.error()!.textContent).to.match(text);
      expect(page.standIns.stripe!.confirmations).to.have.length(0);
      expect(sessionStorage.getItem('shop.orderId')).to.equal(null);
    });
  }

  it('follows every confirmed cart change with the wallet’s amount', async () => {
    const { cart, page } = await openWithWallet();
    const item = cart.items.find((candidate) => !candidate.appointment)!;
    choose(
      page.root!.querySelector<HTMLSelectElement>(`[data-item-id="${item.id}"] select`)!,
      String(item.quantity + 1),
    );
    const total = async () => Math.round((await serverCart()).total.gross.amount * 100);
    await waitUntil(
      async () => page.standIns.stripe!.groups[0]!.amount === (await total()),
      'the new amount',
      {
        timeout: 5000,
      },
    );
  });

  it('a wallet whose amount is not the current total refuses the click and refreshes the cart', async () => {
    const { cart, page } = await openWithWallet();
    const stripe = page.standIns.stripe!;
    // Stripe refuses updates while its sheet is open: the change below leaves the wallet on the old amount.
    stripe.failUpdates = true;
    const item = cart.items.find((candidate) => !candidate.appointment)!;
    choose(
      page.root!.querySelector<HTMLSelectElement>(`[data-item-id="${item.id}"] select`)!,
      String(item.quantity + 1),
    );
    const current = await waitForChange(cart.cartVersion);
    await waitUntil(() => shownTotal(page.element!) === euro(current.total.gross.amount), 'new total shown');
    await waitUntil(() => !page.container('stripe')!.inert, 'change done');
    expect(stripe.groups[0]!.amount).to.equal(Math.round(cart.total.gross.amount * 100));
    const before = (await calls()).length;
    stripe.failUpdates = false;

    page.button('stripe')!.click();
    // Refused: no sheet, no flow; the cart is loaded again, and the wallet takes its amount.
    await waitUntil(
      () => stripe.groups[0]!.amount === Math.round(current.total.gross.amount * 100),
      'amount set',
      {
        timeout: 5000,
      },
    );
    const since = (await calls()).slice(before).map(({ method, path }) => `${method} ${path}`);
    expect(since).to.include('GET /api/cart');
    expect(since).to.not.include(STARTED);
    expect(stripe.sheets).to.have.length(0);
    expect(page.error()).to.equal(null);

    await page.clickThrough('stripe');
    expect(stripe.sheets.map(({ amount }) => amount)).to.deep.equal([
      Math.round(current.total.gross.amount * 100),
    ]);
  });

  it('is disabled while a cart change is in flight', async () => {
    const { cart, page } = await openWithWallet();
    const item = cart.items.find((candidate) => !candidate.appointment)!;
    await armFaultOn('/api/cart/set-item-quantity', 'slow', { delayMs: 1500 });
    choose(
      page.root!.querySelector<HTMLSelectElement>(`[data-item-id="${item.id}"] select`)!,
      String(item.quantity + 1),
    );
    await waitUntil(() => page.container('stripe')!.inert, 'disabled during the change');
    expect(page.container('stripe')!.hasAttribute('data-disabled')).to.equal(true);
    page.button('stripe')!.click();
    await waitUntil(() => !page.container('stripe')!.inert, 'enabled again', { timeout: 5000 });
    expect(page.standIns.stripe!.sheets).to.have.length(0);
    expect(await flowCalls()).to.deep.equal([]);
  });
});

/** The server's cart once it is newer than `version`. */
async function waitForChange(version: number) {
  let cart = await serverCart();
  await waitUntil(async () => (cart = await serverCart()).cartVersion > version, 'the change arrived', {
    timeout: 5000,
  });
  return cart;
}
