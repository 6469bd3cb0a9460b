// The discount code entry's refusals: the server's discount and value voucher errors, a cart with value
// vouchers (920), and failed calls, each said under the field while the cart stays as it was.
import { expect, waitUntil } from '@open-wc/testing';
import { $, euro, removeMounted, shownTotal, textOf } from '../../helpers/cart-fixture.js';
import { armErrorCode, armFault, callsTo } from '../../helpers/reference-api.js';
import { expectAccessible, expectFocusOn, mountMoneyCart } from '../../helpers/money-cart.js';
import { expectAbsent } from '../../helpers/assertions.js';
import { ADD, codeInput, discount, fieldMessage, submitCode } from '../../helpers/discount-entry.js';

describe('discount code entry (new design)', () => {
  for (const [code, status] of [
    ['ABGELAUFEN', 'Dieser Rabattcode ist leider ungültig oder nicht mehr gültig.'],
    ['ZUWENIG', 'Der Mindestbestellwert für diesen Rabattcode ist nicht erreicht.'],
    ['TECHNIK', 'Rabattcodes können aus technischen Gründen gerade nicht eingelöst werden.'],
    ['KAMPAGNE', 'Die Rabattaktion kann derzeit nicht ausgewertet werden.'],
  ] as const) {
    it(`shows the server message and the hotline hint under the field for ${code}`, async () => {
      const { cart, element } = await mountMoneyCart({ loggedIn: true });
      await submitCode(element, code);
      await waitUntil(() => fieldMessage(element).startsWith(status), fieldMessage(element));
      expect(fieldMessage(element)).to.contain('hilft dir unsere Hotline');
      // Under the field, not as the page's notice; the cart stays as it was.
      expectAbsent($(element, '[role="alert"]'), 'page alert');
      expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
      expectFocusOn(element, codeInput(element));
      await expectAccessible(element);
    });
  }

  for (const [code, text] of [
    ['WG-LEER', 'Dein Wertgutschein hat kein Guthaben mehr.'],
    ['WG-UNBEZAHLT', 'Eine Zahlung per Rechnung kann bis zu zwei Tage dauern.'],
    ['WG-WAEHRUNG', 'nur über unsere Hotline eingelöst werden'],
    ['WG-AUSLAND', 'in dem Land ein, in dem du ihn gekauft hast'],
    ['WG-ABGELAUFEN', 'abgelaufen oder nicht gültig'],
    ['WG-NIRGENDWO', 'keinen Wertgutschein gefunden'],
    ['WG-GESPERRT', 'gesperrt'],
    ['WG-ERSTATTUNG', 'nicht auf deinen Wertgutschein zurückgebucht'],
    ['WG-UNGUELTIG', 'Sorry! Der eingetragene Gutscheincode ist ungültig oder wurde bereits eingelöst.'],
    ['WG-BETRAG', 'Der Betrag hat sich geändert. Bitte wähle eine Zahlungsart aus.'],
  ] as const) {
    it(`shows the meaning of the value voucher error for ${code}`, async () => {
      const { element } = await mountMoneyCart({ mode: 'redemption' });
      await submitCode(element, code);
      await waitUntil(() => fieldMessage(element).includes(text), fieldMessage(element));
    });
  }

  it('links to the shop when the cart holds value voucher products (920)', async () => {
    const { element } = await mountMoneyCart();
    await submitCode(element, 'WG-25');
    await waitUntil(() => fieldMessage(element).startsWith('In deinem Warenkorb sind Wertgutscheine.'));
    const link = discount(element).querySelector('a[href="/"]');
    expect(textOf(link)).to.equal('Weiter im Shop umschauen');
    await expectAccessible(element);
  });

  for (const [fault, text] of [
    ['500', 'Bei der Eingabe ist ein Fehler aufgetreten. Bitte versuche es später erneut. Du erreichst'],
    ['not-json', 'Die Antwort des Servers konnte nicht gelesen werden.'],
    ['invalid-cart', 'Die Antwort des Servers konnte nicht gelesen werden.'],
    ['drop', 'Keine Verbindung zum Server.'],
  ] as const) {
    it(`keeps the last good cart and says why under the field when add-coupon fails with ${fault}`, async () => {
      const { cart, element } = await mountMoneyCart({ loggedIn: true });
      await armFault(ADD, fault);
      await submitCode(element, 'SOMMER10');
      await waitUntil(() => fieldMessage(element).startsWith(text), fieldMessage(element), { timeout: 5000 });
      expect(await callsTo(ADD), 'one call, failed once (no silent retry)').to.have.length(1);
      expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
      expectAbsent(discount(element).querySelector('[data-applied-discount]'), 'applied discount');
    });
  }

  it('shows the generic message for the server error codes 0 and 203', async () => {
    for (const code of [0, 203]) {
      const { element } = await mountMoneyCart({ loggedIn: true });
      await armErrorCode(ADD, code);
      await submitCode(element, 'SOMMER10');
      await waitUntil(() => fieldMessage(element).startsWith('Bei der Eingabe ist ein Fehler aufgetreten.'));
      removeMounted();
    }
  });
});
