// HTTP tests of the catalogue calls of spec point 7: delivery terms, packaging variants, product details,
// shipping countries.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DeliveryTerm, PackagingVariant } from '../../src/domain/index.js';
import { referenceApiForEachTest } from '../helpers/reference-api-server.js';

const { shopper } = referenceApiForEachTest();

describe('catalogue calls', () => {
  it('GET /api/delivery-terms lists a term per packaging and method, PDF and online "sofort"', async () => {
    const { status, body } = await shopper.get<DeliveryTerm[]>('/api/delivery-terms');
    assert.equal(status, 200);
    assert.equal(body.length, 4 * 5);
    assert.ok(body.filter((t) => t.packagingType === 'Pdf').every((t) => t.text === 'sofort'));
    const envelopeStandard = body.find(
      (t) => t.packagingType === 'Envelope' && t.shippingMethod === 'standard',
    );
    assert.match(envelopeStandard?.date ?? '', /^\d{4}-\d{2}-\d{2}$/);
  });

  it('GET /api/packagings/variants/{id} by packaging type, cart item or product; 404 otherwise', async () => {
    const byType = await shopper.get<PackagingVariant[]>('/api/packagings/variants/GiftBox');
    assert.deepEqual(
      byType.body.map((v) => v.id),
      ['box-gold', 'box-love'],
    );
    const byItem = await shopper.get<PackagingVariant[]>('/api/packagings/variants/item-2?type=Envelope');
    assert.equal(byItem.body.length, 3);
    const byProduct = await shopper.get<PackagingVariant[]>('/api/packagings/variants/10077');
    assert.equal(byProduct.status, 200);
    assert.equal((await shopper.get('/api/packagings/variants/unknown')).status, 404);
  });

  it('GET /api/product-details/{id} answers title, caption and HTML body with markup to sanitise', async () => {
    const { status, body } = await shopper.get<{
      title: string;
      productInformation: { services: { caption: string; body: string } };
    }>('/api/product-details/10077');
    assert.equal(status, 200);
    assert.equal(body.title, 'Tandem-Fallschirmsprung');
    assert.equal(body.productInformation.services.caption, 'Leistungen & Einlösung');
    assert.match(body.productInformation.services.body, /<ul><li>/);
    assert.match(body.productInformation.services.body, /<script>/);
    assert.match(body.productInformation.services.body, /onerror=/);
    const hostile = await shopper.get<{ title: string }>('/api/product-details/p-66601');
    assert.match(hostile.body.title, /<img src=x onerror=alert\(1\)>/);
    assert.equal((await shopper.get('/api/product-details/999999')).status, 404);
  });

  it('GET /api/cart/shipping-countries follows the shipping restrictions', async () => {
    assert.deepEqual((await shopper.get('/api/cart/shipping-countries')).body, ['DE', 'AT', 'CH', 'IT']);
    await shopper.change('/api/cart/set-shipping-method', { method: 'box_express' });
    assert.deepEqual((await shopper.get('/api/cart/shipping-countries')).body, ['DE']);
    await shopper.reset({ tenant: 'MD_CH' });
    assert.deepEqual((await shopper.get('/api/cart/shipping-countries')).body, ['CH']);
  });
});
