// The demo page's control panel shows window.dataLayer live, and tracks a purchase of the cart through
// dist/shop-tracking.js (the built bundles, as `npm start` serves them).
import { expect, waitUntil } from '@open-wc/testing';
import { DemoPage, demoVisitEachTest, textOf } from '../helpers/demo-page.js';

describe('the demo panel’s data layer', () => {
  let page: DemoPage | undefined;
  const lines = () => [...page!.doc.querySelectorAll('#demo-data-layer summary')].map((node) => textOf(node));

  demoVisitEachTest();

  it('lists every entry as it is pushed, and tracks the purchase of the cart once', async () => {
    page = await DemoPage.open();
    await waitUntil(() => lines().length >= 4, 'view_cart and view_promotion listed', { timeout: 8000 });
    expect(lines()[0]).to.equal('{ ecommerce: null }');
    expect(lines()[1]).to.match(/^view_cart · 1× Kochkurs .* · 632\.6 EUR$/);
    const json = page.doc.querySelector('#demo-data-layer pre')?.textContent ?? '';
    expect(JSON.parse(json)).to.deep.equal({ ecommerce: null });

    const purchase = page.doc.getElementById('demo-purchase') as HTMLButtonElement;
    purchase.click();
    await waitUntil(() => lines().some((line) => line.startsWith('purchase')), 'purchase listed', {
      timeout: 8000,
    });
    await waitUntil(() => lines().at(-1)?.startsWith('order_tracking'), 'order_tracking listed');
    expect(lines().find((line) => line.startsWith('purchase'))).to.match(
      /^purchase · .* · 645\.45 EUR · box_standard · invoice · 1-JD\d+$/,
    );
    expect(page.status()).to.match(/^Purchase of order 1-JD\d+ tracked/);
    const layer = (page.view as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
    const event = layer.find((entry) => entry.event === 'purchase')!;
    expect(event.email_hash).to.match(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(layer)).not.to.contain('Mustermann');

    (page.doc.getElementById('demo-tracking-clear') as HTMLButtonElement).click();
    expect(lines()).to.deep.equal([]);
  });
});
