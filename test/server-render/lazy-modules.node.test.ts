// The server's bundle carries every module of the element in one file, lazy chunks included (no chunk is
// loaded on a server), so each module must load without a window: browser-only work goes into handlers,
// effects or first use. Loaded here in Node, as the server bundle loads them.
import assert from 'node:assert/strict';
import { it } from 'node:test';

const LAZY_MODULES = [
  '../../src/cart/items/services/ServicesModal.js',
  '../../src/cart/items/services/sanitize-services-html.js',
  '../../src/cart/packaging/PackagingVariantsModal.js',
  '../../src/state/actions/proceed-to-next-step.js',
  '../../src/state/cart/delivery-info-loaders.js',
  // The express payments with the providers' loaders (@stripe/stripe-js, @paypal/paypal-js).
  '../../src/payments/ExpressCheckoutArea.js',
];

for (const path of LAZY_MODULES) {
  it(`${path.replace('../../', '')} loads without a window`, async () => {
    assert.equal(typeof (globalThis as { window?: unknown }).window, 'undefined');
    const module = (await import(path)) as Record<string, unknown>;
    assert.ok(Object.keys(module).length > 0);
  });
}
