// The Amazon Pay flow against the reference API and the stand-in of checkout.js.
import { expect, waitUntil } from '@open-wc/testing';
import { euro, shownTotal } from '../helpers/cart-fixture.js';
import { serverCart, setQuantityOnServer } from '../helpers/reference-api.js';
import { ExpressPage, expressPageEachTest, flowCalls, setStandIns } from '../helpers/express-page.js';
import { armFaultOn, personalInfoCookie } from '../helpers/express-storage.js';

const STARTED = 'POST /api/event/checkout-express-payment-flow-started';
const FINISHED = 'POST /api/event/checkout-express-payment-flow-finished';
const PREPARE = 'POST /api/payment-methods/amazon-pay/prepare-payment-session';

describe('express payments: Amazon Pay', () => {
  expressPageEachTest();

  const open = () => ExpressPage.openOnly('amazonPay');

  it('renders the button for the server’s merchant, in German, in a container found by selector', async () => {
    const { page } = await open();
    const [button] = page.standIns.amazonPay!.buttons;
    expect(button!.selector).to.equal(`#${page.container('amazonPay')!.id}`);
    expect(button!.options).to.deep.equal({
      merchantId: 'AJSDEMO0MERCHANT',
      publicKeyId: 'DEMO-PUBLIC-KEY',
      ledgerCurrency: 'EUR',
      checkoutLanguage: 'de_DE',
      productType: 'PayAndShip',
      placement: 'Cart',
      buttonColor: 'Gold',
      sandbox: true,
    });
  });

  it('click: the session is prepared for the current total, the overlay shows, Amazon Pay takes over', async () => {
    const { cart, page } = await open();
    // The overlay shows only until Amazon Pay's page takes over: what it was is noted as it appears.
    const seen: { open: boolean; text: string; busy: string | null }[] = [];
    const root = page.root!;
    new MutationObserver(() => {
      const overlay = root.querySelector<HTMLDialogElement>('dialog[data-express-processing]');
      if (overlay?.open && seen.length === 0) {
        const busy = root.querySelector('[part="cart"]')!.getAttribute('aria-busy');
        seen.push({ open: overlay.open, text: overlay.textContent ?? '', busy });
      }
    }).observe(root, { subtree: true, childList: true, attributes: true });
    // The stand-in's record of the page that is left.
    const record = page.standIns.amazonPay!;
    await page.clickThrough('amazonPay');
    expect(seen).to.deep.equal([{ open: true, text: 'Deine Zahlung wird vorbereitet …', busy: 'true' }]);
    const [checkout] = record.checkouts;
    expect(checkout!.config.publicKeyId).to.equal('DEMO-PUBLIC-KEY');
    expect(checkout!.config.signature).to.equal('demo-signature');
    // The return URL of the session the server signed.
    expect(page.view.location.pathname).to.equal('/checkout/');
    expect(page.view.location.search).to.match(/^\?amazonCheckoutSessionId=amzn-demo-/);
    expect(await flowCalls()).to.deep.equal([STARTED, PREPARE, FINISHED]);
    const prepare = (
      (await (await fetch('/api/test/requests')).json()) as { path: string; body: unknown }[]
    ).find(({ path }) => path.endsWith('prepare-payment-session'));
    expect(prepare!.body).to.deep.equal({ amount: cart.total.gross.amount, currency: 'EUR' });
    // The payer's data comes back with Amazon Pay: nothing is kept from the cart.
    expect(personalInfoCookie()).to.equal(null);
    expect(sessionStorage.getItem('shop.orderId')).to.equal(null);
  });

  it('checkout.js failing at the session says the payment method is unavailable', async () => {
    const { page } = await open();
    await setStandIns({ amazonPay: { outcome: 'error' } });
    page.button('amazonPay')!.click();
    await waitUntil(() => page.error(), 'message', { timeout: 5000 });
    expect(page.error()!.textContent).to.match(/^Diese Zahlungsart ist gerade nicht verfügbar/);
    expect(page.processing()).to.equal(null);
    expect(await flowCalls()).to.deep.equal([STARTED, PREPARE]);
  });

  it('a failed session preparation says the payment could not be started', async () => {
    const { page } = await open();
    await armFaultOn('/api/payment-methods/amazon-pay/prepare-payment-session', '500');
    page.button('amazonPay')!.click();
    await waitUntil(() => page.error(), 'message', { timeout: 5000 });
    expect(page.error()!.textContent).to.match(/^Die Zahlung konnte nicht gestartet werden/);
    expect(page.standIns.amazonPay!.checkouts).to.have.length(0);
  });

  it('a shopper who cancels on Amazon’s pages comes back to the cart: nothing alarming', async () => {
    const { page } = await open();
    await setStandIns({ amazonPay: { outcome: 'cancel' } });
    const back = page.nextLoad();
    page.button('amazonPay')!.click();
    await back;
    expect(page.view.location.pathname).to.equal('/test/helpers/cart-page.html');
    await waitUntil(() => page.root?.querySelector('[part="item"]'), 'cart again', { timeout: 8000 });
    await page.buttonsShown(['amazonPay']);
    expect(page.error()).to.equal(null);
  });

  it('a total changed elsewhere: the server refuses the amount, no checkout starts, the cart is refreshed', async () => {
    const { cart, page } = await open();
    // Another tab (the same visitor) changes the cart; this page does not know yet.
    const item = cart.items.find((candidate) => !candidate.appointment)!;
    await setQuantityOnServer(item.id, item.quantity + 1);
    const current = await serverCart();
    page.button('amazonPay')!.click();
    await waitUntil(() => shownTotal(page.element!) === euro(current.total.gross.amount), 'the new total', {
      timeout: 5000,
    });
    expect(page.standIns.amazonPay!.checkouts).to.have.length(0);
    expect(page.error(), 'no alarm: the shopper sees the new total').to.equal(null);
    const made = await flowCalls();
    expect(made).to.deep.equal([STARTED, PREPARE]);
    expect((await (await fetch('/api/test/requests')).json()).at(-1).path).to.equal('/api/cart');

    // With the total on screen the next click goes through.
    await page.clickThrough('amazonPay');
    expect(page.view.location.pathname).to.equal('/checkout/');
  });
});
