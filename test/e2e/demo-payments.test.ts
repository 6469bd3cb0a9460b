// The demo page's express payments (bundles from dist/, the payments chunk, the stand-ins of the
// providers' scripts, under the page's Trusted Types policy): every button, and outcomes the panel sets.
import { expect, waitUntil } from '@open-wc/testing';
import { DemoPage, demoVisitEachTest, textOf } from '../helpers/demo-page.js';

const lightButton = (page: DemoPage, provider: string) =>
  page.doc.querySelector<HTMLButtonElement>(`shop-cart > [data-shop-cart-express="${provider}"] button`);

/** Waits until the three buttons show: rendered by their providers and offered by the server. */
async function buttonsOf(page: DemoPage) {
  page.root!.querySelector('[data-express-checkout]')!.scrollIntoView({ block: 'center' });
  const shown = (provider: string) =>
    lightButton(page, provider) &&
    page.root?.querySelector(`slot[name="express-${provider}"]`)?.parentElement?.hidden === false;
  await waitUntil(() => ['stripe', 'paypal', 'amazonPay'].every(shown), 'the three buttons', {
    timeout: 10000,
  });
}

describe('the demo page: express payments', () => {
  let page: DemoPage | undefined;
  demoVisitEachTest();

  it('shows the wallet, PayPal and Amazon Pay buttons from the lazy payments chunk of dist/', async () => {
    page = await DemoPage.open();
    await buttonsOf(page);
    expect(textOf(page.root!.querySelector('[data-express-checkout] h3'))).to.equal('Mit 1-Klick bezahlen');
    const chunks = page.view.performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/dist\/shop-cart\.ExpressCheckoutArea-[\w-]+\.js$/.test(path));
    expect(chunks).to.have.length(1);
  });

  it('a PayPal payment goes to the demo’s next step with the order id kept', async () => {
    page = await DemoPage.open();
    await buttonsOf(page);
    await page.reloadBy(() => lightButton(page!, 'paypal')!.click(), { cart: false });
    expect(page.view.location.pathname).to.equal('/checkout/');
    expect(sessionStorage.getItem('shop.orderId')).to.match(/^1-JD\d+$/);
    sessionStorage.clear();
  });

  it('the panel sets what the wallet’s sheet does: a declined card shows the express error', async () => {
    page = await DemoPage.open();
    const form = page.panel<HTMLFormElement>('#demo-payments');
    form.querySelector<HTMLSelectElement>('[name="stripeOutcome"]')!.value = 'declined';
    form.querySelector<HTMLSelectElement>('[name="wallet"]')!.value = 'applePay';
    await page.reloadBy(() => form.requestSubmit());
    expect(page.status()).to.match(/^Express payment stand-ins set\./);
    await buttonsOf(page);
    expect(textOf(lightButton(page, 'stripe'))).to.equal('Apple Pay');
    lightButton(page, 'stripe')!.click();
    await waitUntil(() => page!.root?.querySelector('[data-express-error]'), 'the message', {
      timeout: 8000,
    });
    expect(textOf(page.root!.querySelector('[data-express-error]'))).to.match(
      /^Die Express-Zahlung hat leider nicht geklappt/,
    );
  });
});
