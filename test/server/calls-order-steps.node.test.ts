// HTTP tests of the order steps of spec point 7: validating personal information, reserving appointments.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { referenceApiForEachTest } from '../helpers/reference-api-server.js';
import { ERIKAS_ADDRESS } from '../helpers/payer.js';

const { shopper } = referenceApiForEachTest();

const address = { formOfAddress: 'female', ...ERIKAS_ADDRESS };
const person = {
  email: 'erika@example.com',
  phoneNumber: '0221 123456',
  billingAddress: address,
  customerType: 'private',
};

describe('order steps', () => {
  it('validate-personal-information: valid, 606 for missing or refused data', async () => {
    assert.deepEqual((await shopper.post('/api/cart/validate-personal-information', person)).body, {
      valid: true,
    });
    const missing = await shopper.fail('/api/cart/validate-personal-information', {
      ...person,
      phoneNumber: '',
    });
    assert.equal(missing.error.code, 606);
    assert.deepEqual(missing.error.fields, { phoneNumber: 'required' });
    const refused = await shopper.fail('/api/cart/validate-personal-information', {
      ...person,
      email: 'abgelehnt@example.com',
    });
    assert.equal(refused.error.code, 606);
    assert.equal((await shopper.fail('/api/cart/validate-personal-information', 'x')).status, 400);
  });

  it('validate-personal-information: 103 outside the standard countries, 104 for postcode 18565, 100 for express abroad', async () => {
    const france = { ...person, billingAddress: { ...address, countryCode: 'FR' } };
    assert.equal((await shopper.fail('/api/cart/validate-personal-information', france)).error.code, 103);
    const island = { ...person, billingAddress: { ...address, zipCode: '18565' } };
    assert.equal((await shopper.fail('/api/cart/validate-personal-information', island)).error.code, 104);
    await shopper.change('/api/cart/set-shipping-method', { method: 'box_express' });
    const austria = {
      ...person,
      distinctShippingAddressSelected: true,
      shippingAddress: { ...address, countryCode: 'AT', zipCode: '1010' },
    };
    assert.equal((await shopper.fail('/api/cart/validate-personal-information', austria)).error.code, 100);
  });

  it('reserve-appointments reserves the appointments of the cart', async () => {
    const { status, body } = await shopper.post<{
      reservations: { appointmentId: string; reservationId: string }[];
    }>('/api/reserve-appointments', {});
    assert.equal(status, 200);
    assert.equal(body.reservations.length, 1);
    assert.equal(body.reservations[0]?.appointmentId, 'apt-20931-1830');
    const cart = (await shopper.cart()).body;
    assert.equal(
      cart.items.find((i) => i.id === 'item-3')?.appointment?.reservationId,
      body.reservations[0]?.reservationId,
    );
    assert.equal(
      (await shopper.post('/api/reserve-appointments', { appointmentIds: ['apt-x'] })).status,
      404,
    );
    assert.equal((await shopper.post('/api/reserve-appointments', { appointmentIds: 'apt-x' })).status, 400);
  });

  it('reserve-appointments fails with 300 and fields.appointmentIds for the taken appointment', async () => {
    await shopper.reset({ seed: 'taken-appointment' });
    const { status, error } = await shopper.fail('/api/reserve-appointments', {});
    assert.equal(status, 409);
    assert.equal(error.code, 300);
    assert.deepEqual(error.fields, { appointmentIds: ['apt-taken'] });
  });
});
