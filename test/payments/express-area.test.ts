import { expect, waitUntil } from '@open-wc/testing';
import { resetCart } from '../helpers/reference-api.js';
import { ExpressPage, setStandIns } from '../helpers/express-page.js';

describe('express checkout area', () => {
  let page: ExpressPage | undefined;
  afterEach(() => page?.remove());

  it('shows "Mit 1-Klick bezahlen", one button per available express type and "oder"', async () => {
    const cart = await resetCart();
    page = await ExpressPage.open(cart);
    await page.buttonsShown(['stripe', 'paypal', 'amazonPay']);
    expect(page.heading()).to.equal('Mit 1-Klick bezahlen');
    expect(page.separator()).to.equal('oder');
    expect(page.button('stripe')?.textContent).to.equal('Google Pay');
    await waitUntil(() => page!.view.document.readyState === 'complete');
  });

  it('stays empty without buttons: no heading, no "oder"', async () => {
    const cart = await resetCart();
    await setStandIns({
      stripe: { wallet: 'none' },
      paypal: { script: 'fail' },
      amazonPay: { script: 'fail' },
    });
    page = await ExpressPage.open(cart);
    await waitUntil(() => page!.standIns.stripe?.groups.length === 1, 'the wallet was asked', {
      timeout: 8000,
    });
    expect(page.heading()).to.equal(null);
    expect(page.separator()).to.equal(null);
  });
});
