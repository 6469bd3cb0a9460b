import { expect } from '@open-wc/testing';
import { personalInfoFromPayer, splitPersonName, splitStreetLine } from '../../src/domain/payments/index.js';
import { ERIKAS_ADDRESS } from '../helpers/payer.js';

describe('personal information from a wallet’s payer', () => {
  it('splits a street line into street and house number', () => {
    expect(splitStreetLine('Heidestraße 17')).to.deep.equal({
      streetName: 'Heidestraße',
      streetNumber: '17',
    });
    expect(splitStreetLine('Am Markt 12-14')).to.deep.equal({
      streetName: 'Am Markt',
      streetNumber: '12-14',
    });
    expect(splitStreetLine('Hauptstr. 5 a')).to.deep.equal({ streetName: 'Hauptstr.', streetNumber: '5a' });
    expect(splitStreetLine('Weg 3/1')).to.deep.equal({ streetName: 'Weg', streetNumber: '3/1' });
    expect(splitStreetLine('Straße des 17. Juni 135')).to.deep.equal({
      streetName: 'Straße des 17. Juni',
      streetNumber: '135',
    });
    expect(splitStreetLine('Marktplatz')).to.deep.equal({ streetName: 'Marktplatz' });
    expect(splitStreetLine('  ')).to.deep.equal({});
    expect(splitStreetLine(null)).to.deep.equal({});
  });

  it('splits a name at its last space', () => {
    expect(splitPersonName('Erika Maria Mustermann')).to.deep.equal({
      firstName: 'Erika Maria',
      lastName: 'Mustermann',
    });
    expect(splitPersonName('Mustermann')).to.deep.equal({ lastName: 'Mustermann' });
    expect(splitPersonName(undefined)).to.deep.equal({});
  });

  it('builds e-mail, phone and billing address, leaving out what is missing', () => {
    const info = personalInfoFromPayer({
      name: ' Erika  Mustermann ',
      email: 'erika@example.com',
      phone: '',
      address: {
        line1: 'Heidestraße 17',
        line2: 'Hinterhaus',
        postalCode: '51147',
        city: 'Köln',
        country: 'de',
      },
    });
    expect(info).to.deep.equal({
      email: 'erika@example.com',
      billingAddress: { ...ERIKAS_ADDRESS, additionalInformation: 'Hinterhaus' },
    });
  });

  it('leaves out a country outside the shop’s list, so the card-wallet rule fails', () => {
    const info = personalInfoFromPayer({
      name: 'Erika Mustermann',
      email: 'erika@example.com',
      address: { line1: 'Main St 1', postalCode: '10001', city: 'New York', country: 'US' },
    });
    expect(info.billingAddress?.countryCode).to.equal(undefined);
  });
});
