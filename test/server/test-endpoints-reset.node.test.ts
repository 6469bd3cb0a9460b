// HTTP tests of the test endpoint POST /api/test/reset: the seeds, and what it refuses.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cart } from '../../src/domain/index.js';
import { referenceApiForEachTest } from '../helpers/reference-api-server.js';

const { shopper } = referenceApiForEachTest();

const kinds = (cart: Cart) => cart.items.map((i) => i.product.productType);

describe('POST /api/test/reset', () => {
  it("'default' mixes a range, a single person, an appointment ×2 at 18:30 Berlin, a box, a value voucher, friends", async () => {
    const cart = await shopper.reset({ seed: 'default' });
    assert.ok(cart.items.length >= 5 && cart.items.length <= 6);
    assert.ok(cart.items.some((i) => (i.product.minParticipants ?? 0) < (i.product.maxParticipants ?? 0)));
    assert.ok(
      cart.items.some(
        (i) => i.product.minParticipants === 1 && i.product.maxParticipants === 1 && !i.appointment,
      ),
    );
    const ticket = cart.items.find((i) => i.appointment);
    assert.equal(ticket?.quantity, 2);
    const time = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
    });
    assert.equal(time.format(new Date(ticket?.appointment?.date ?? '')), '18:30');
    assert.ok(kinds(cart).includes('box'));
    assert.ok(kinds(cart).includes('value_voucher'));
    assert.ok(cart.items.some((i) => i.product.hasFriendsDiscount));
    assert.ok(cart.items.some((i) => i.product.originalPrice));
    assert.ok(cart.items.some((i) => i.product.manufacturerSku === '6143'));
  });

  it("'single' has one item with quantity 1 and no appointment; 'large' 25; 'empty' none", async () => {
    const single = await shopper.reset({ seed: 'single' });
    assert.equal(single.items.length, 1);
    assert.equal(single.items[0]?.quantity, 1);
    assert.equal(single.items[0]?.appointment, undefined);
    assert.equal((await shopper.reset({ seed: 'large' })).items.length, 25);
    assert.equal(new Set((await shopper.cart()).body.items.map((i) => i.id)).size, 25);
    assert.deepEqual((await shopper.reset({ seed: 'empty' })).items, []);
  });

  it("'default' shows every packaging option, motifs, services, extras and a pre-selected motif", async () => {
    const cart = await shopper.reset({ seed: 'default' });
    const offered = new Set(cart.items.flatMap((i) => i.availablePackagingOptions.map((o) => o.type)));
    assert.deepEqual([...offered].sort(), ['Envelope', 'GiftBox', 'Included', 'Pdf']);
    assert.ok(cart.items.some((i) => i.availablePackagingOptions.some((o) => o.hasMultipleVariants)));
    const cooking = cart.items[0];
    assert.equal(cooking?.selectedPackaging?.type, 'GiftBox');
    assert.equal(cooking?.product.preSelectedWrappingVariantId, 'box-love');
    assert.equal(cooking?.selectedPackaging?.variantId, 'box-love');
    assert.equal(cooking?.selectedPackaging?.variantTitle, 'Herzen');
    assert.ok((cooking?.product.services ?? []).length > 0);
    assert.deepEqual(cart.items[1]?.additionalServices, [
      { title: 'Video vom Sprung' },
      { title: 'Fotopaket' },
    ]);
  });

  it("'hostile' carries a title with markup", async () => {
    const cart = await shopper.reset({ seed: 'hostile' });
    assert.match(cart.items[0]?.product.title ?? '', /<img src=x onerror=alert\(1\)>/);
    assert.match(cart.items[0]?.product.title ?? '', /<script>/);
  });

  it('keeps cartId and raises cartVersion across resets', async () => {
    const a = await shopper.reset();
    const b = await shopper.reset({ seed: 'single' });
    assert.equal(a.cartId, b.cartId);
    assert.equal(b.cartVersion, a.cartVersion + 1);
  });

  it('refuses unknown tenants, seeds and modes', async () => {
    for (const body of [{ tenant: 'XX' }, { seed: 'huge' }, { mode: 'browse' }, { loggedIn: 'yes' }]) {
      assert.equal((await shopper.post('/api/test/reset', body)).status, 400, JSON.stringify(body));
    }
  });
});
