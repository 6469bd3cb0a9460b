import { expect } from '@open-wc/testing';
import type { PackagingType, ProductType } from '../../src/domain/index.js';
import type { PaymentType } from '../../src/domain/payments/index.js';
import {
  COUNTRY_CODES,
  SHIPPING_METHODS,
  changeNotices,
  productKind,
  validateDiscountCode,
  validateLoyaltyNumber,
  validateVoucherCode,
} from '../../src/domain/index.js';
import { KNOWN_ERROR_CODES, messageKeyForApiError, messageKeyForError } from '../../src/domain/errors.js';
import {
  ADDRESS_FORMS,
  addressesShopper,
  capitaliseAddressForms,
  catalogueFor,
  flattenCatalogue,
  hasCatalogueKey,
} from '../../src/i18n/catalogue.js';
import { createTranslator } from '../../src/i18n/translator.js';

const js = flattenCatalogue(catalogueFor('JS'));
const md = flattenCatalogue(catalogueFor('MD'));

function expectKey(key: string) {
  expect(hasCatalogueKey(js, key), `JS ${key}`).to.equal(true);
  expect(hasCatalogueKey(md, key), `MD ${key}`).to.equal(true);
}

describe('catalogue: brand forms', () => {
  it('has the same keys for both brands', () => {
    expect([...md.keys()]).to.deep.equal([...js.keys()]);
    expect(js.size).to.be.greaterThan(150);
  });

  it('has both forms of every text addressing the shopper', () => {
    const addressing = [...js].filter(([, text]) => addressesShopper(text));
    expect(addressing.length).to.be.greaterThan(20);
    for (const [key, text] of addressing) {
      const formal = md.get(key) ?? '';
      expect(formal, key).not.to.equal(text);
      expect(formal, key).to.equal(capitaliseAddressForms(text));
      expect(addressesShopper(formal), `${key}: ${formal}`).to.equal(false);
    }
    for (const [key, text] of js) if (!addressesShopper(text)) expect(md.get(key), key).to.equal(text);
  });

  it('says in both forms that the page was updated after a deploy (core catalogue: the rest may be gone)', () => {
    expect(js.get('notices.pageUpdated')).to.equal(
      'Diese Seite wurde inzwischen aktualisiert. Bitte lade sie neu, um weiterzumachen – dein Warenkorb bleibt erhalten.',
    );
    expect(md.get('notices.pageUpdated')).to.equal(
      'Diese Seite wurde inzwischen aktualisiert. Bitte lade sie neu, um weiterzumachen – Dein Warenkorb bleibt erhalten.',
    );
    expect(md.get('notices.reloadPage')).to.equal('Seite neu laden');
  });

  it('writes the first brand lower case and the second capitalised', () => {
    expect(js.get('cart.empty.text')).to.equal('Es befinden sich noch keine Erlebnisse in deinem Warenkorb.');
    expect(md.get('cart.empty.text')).to.equal('Es befinden sich noch keine Erlebnisse in Deinem Warenkorb.');
    expect(js.get('vouchers.errors.required')).to.equal('Bitte gib deinen Gutscheincode ein.');
    expect(md.get('vouchers.errors.required')).to.equal('Bitte gib Deinen Gutscheincode ein.');
    expect(md.get('discount.loginRequired')).to.equal(
      'Um den Rabattcode anzuwenden, melde Dich bitte in Deinem Erlebnis-Konto an oder registriere Dich.',
    );
    expect(md.get('cart.title.old')).to.equal('Deine Bestellung');
    expect(md.get('summary.savings')).to.equal('Du sparst {{amount}}');
  });

  it('capitalises whole words only', () => {
    expect(capitaliseAddressForms('du durchsuchst dir direkt dein Dach, deines deiner')).to.equal(
      'Du durchsuchst Dir direkt Dein Dach, Deines Deiner',
    );
    expect(capitaliseAddressForms('{{title}} für dich')).to.equal('{{title}} für Dich');
    expect(ADDRESS_FORMS).to.include('deinen');
  });
});

describe('catalogue: keys returned by domain functions', () => {
  it('has a text for every server error code, unknown codes and failed-call keys', () => {
    for (const code of [...KNOWN_ERROR_CODES, 12345]) expectKey(messageKeyForError(code));
    expectKey(messageKeyForApiError({ key: 'User not authenticated' }));
    expectKey(messageKeyForApiError({ key: 'COUNT_EXCEEDED' }));
  });

  it('has a text for every change notice and its headline', () => {
    const eur = { amount: 1, currencyCode: 'EUR' };
    const notices = changeNotices({
      type: 'MultipleChanges',
      changes: {
        removedItems: [{ productId: 'a', title: 'A' }],
        priceIncreasedItems: [{ productId: 'b', title: 'B', differenceAmount: eur }],
        priceDecreasedItems: [{ productId: 'c', title: 'C', differenceAmount: eur }],
        removedShippingMethods: [{ productId: 'd', title: 'D' }],
        outdatedAppointments: [
          { productId: 'e', title: 'E', appointment: '2025-01-01T10:00Z', appointmentId: 'x' },
        ],
      },
    });
    expect(notices).to.have.length(5);
    for (const notice of notices) {
      expectKey(notice.key);
      if (notice.headlineKey) expectKey(notice.headlineKey);
    }
    for (const key of ['notices.shopLink', 'notices.syncedFromOtherTab', 'notices.dismiss']) expectKey(key);
  });

  it('has a text for every validation result', () => {
    expectKey(`vouchers.errors.${validateVoucherCode('')}`);
    expectKey(`vouchers.errors.${validateVoucherCode('a/b')}`);
    expectKey(`discount.errors.${validateDiscountCode('')}`);
    expectKey(`loyalty.errors.${validateLoyaltyNumber('1')}`);
    expectKey(`loyalty.errors.${validateLoyaltyNumber('abcdefghij')}`);
  });

  it('has a label for every product type, shipping method, packaging and payment type', () => {
    const types: ProductType[] = ['experience', 'Box', 'ValueVoucher', 'gift_wrap'];
    for (const type of types) expectKey(`item.productType.${productKind(type)}`);
    for (const method of SHIPPING_METHODS) expectKey(`shipping.method.${method}`);
    const packagings: PackagingType[] = ['GiftBox', 'Included', 'Envelope', 'Pdf'];
    for (const type of packagings) expectKey(`packaging.type.${type}`);
    const payments: PaymentType[] = ['invoice', 'valueVoucher', 'stripeCreditCard', 'paypal', 'amazonPay'];
    for (const type of payments) expectKey(`payment.type.${type}`);
    expect(COUNTRY_CODES).to.include('IT');
  });
});

describe('catalogue: texts of the spec', () => {
  it('quotes the spec verbatim', () => {
    const verbatim: Record<string, string> = {
      'cart.title.new': 'Warenkorb',
      'cart.title.old': 'Deine Bestellung',
      'cart.empty.headline': 'Dein Warenkorb',
      'cart.empty.link': 'Weiter im Shop umschauen',
      'cart.contents': 'Inhalt',
      'cart.nextStep': 'Weiter zu den Bestelldaten',
      'summary.total': 'Gesamtpreis (inkl. MwSt.)',
      'summary.express': 'Mit 1-Klick bezahlen',
      'summary.or': 'oder',
      'errorScreen.headline': 'Es tut uns leid!',
      'errorScreen.message': 'Ein technischer Fehler liegt vor.',
      'errorScreen.help': 'Bitte hilf uns, damit wir das Problem schnellstmöglich beheben können!',
      'errorScreen.report': 'Fehler melden',
      'errors.generic': 'Bei der Eingabe ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
      'errors.reservationFailed': 'Sorry, dieser Termin ist bereits nicht mehr verfügbar!',
      'errors.missingFields': 'Bitte ergänze oder korrigiere deine Angaben',
      'notices.productRemoved': '{{title}} ist nicht mehr verfügbar.',
      'notices.priceIncreased': 'Folgendes Produkt ist um {{amount}} teurer geworden: {{title}}',
      'notices.priceDecreased': 'Folgendes Produkt ist um {{amount}} billiger geworden: {{title}}',
      'notices.shippingMethodRemoved': 'Die Versandmethode {{title}} ist derzeit nicht verfügbar.',
      'notices.outdatedAppointment':
        'Der Termin für “{{title}}” am “{{date}}” ist leider nicht mehr verfügbar. Bitte wähle einen neuen Termin aus.',
      'notices.outdatedAppointmentHeadline': 'Es tut uns leid!',
      'vouchers.errors.required': 'Bitte gib deinen Gutscheincode ein.',
      'vouchers.errors.specialCharacters': 'Es sind keine Sonderzeichen erlaubt, wie z.B. / # $',
      'vouchers.errors.codeInvalid':
        'Sorry! Der eingetragene Gutscheincode ist ungültig oder wurde bereits eingelöst.',
      'vouchers.errors.balanceZero': 'Dein Wertgutschein hat kein Guthaben mehr.',
      'discount.errors.required': 'Bitte Rabattcode eingeben.',
      'discount.loginRequired':
        'Um den Rabattcode anzuwenden, melde dich bitte in deinem Erlebnis-Konto an oder registriere dich.',
      'discount.friends.badge': 'Code: FRIENDS | -10% ab dem 2. Gutschein',
      'wishlist.moveToWishlist': 'Auf den Merkzettel',
      'wishlist.open': 'Zum Merkzettel',
      'notices.dismiss': 'Schließen',
    };
    for (const [key, text] of Object.entries(verbatim)) expect(js.get(key), key).to.equal(text);
  });

  it('names the hotline hours', () => {
    expect(js.get('errors.hotline')).to.match(/Mo–Fr.*8 bis 20 Uhr.*Sa.*10 bis 16 Uhr/);
  });

  it('uses only {{name}} interpolation', () => {
    for (const [key, text] of js) {
      expect(text, key).not.to.match(/(^|[^{])\{[a-zA-Z]+\}(?!\})/);
    }
  });
});

// The translator against i18next, text by text: test/i18n/translator.node.test.ts. Here in each engine's
// own plural rules.
describe('catalogue: through the translator', () => {
  const translator = (brand: 'JS' | 'MD') => createTranslator('de', catalogueFor(brand)).t;

  it('forms plurals and interpolates', () => {
    const t = translator('JS');
    expect(t('item.participants', { count: 1 })).to.equal('1 Person');
    expect(t('item.participants', { count: 4 })).to.equal('4 Personen');
    expect(t('item.participantsRange', { min: 2, max: 6 })).to.equal('2 bis 6 Personen');
    expect(t('item.time', { time: '14:30' })).to.equal('14:30 Uhr');
    expect(t('summary.savings', { amount: '10,00\u00a0€' })).to.equal('Du sparst 10,00\u00a0€');
  });

  it('serves the brand forms', () => {
    expect(translator('JS')('wishlist.moved')).to.contain('deinem Merkzettel');
    expect(translator('MD')('wishlist.moved')).to.contain('Deinem Merkzettel');
  });
});
