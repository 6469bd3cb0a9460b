// The named error kinds of spec point 8 without a code number (external error, general address error,
// unknown error): an answer whose `key` names one shows that kind's text, in German and in English.
import { expect, waitUntil } from '@open-wc/testing';
import type { CartItem } from '../../../src/domain/index.js';
import { $, $$, choose, mountShopCart, textOf } from '../../helpers/cart-fixture.js';
import { armAnswer } from '../../helpers/express-storage.js';
import { resetCart } from '../../helpers/reference-api.js';
import { clearBrowserStorage } from '../../helpers/storage-faults.js';

const QUANTITY = '/api/cart/set-item-quantity';
const tileError = (element: Element, item: CartItem) =>
  $(element, `[part="item"][data-item-id="${item.id}"] [data-item-error]`);

async function failQuantityChange(key: string, locale: 'de' | 'en' = 'de') {
  const cart = await resetCart({ seed: 'default' });
  const element = mountShopCart({ attributes: { tenant: 'JS_DE', locale }, data: { props: { cart } } });
  await waitUntil(() => $$(element, '[part="item"]').length > 0, 'tiles', { timeout: 5000 });
  const item = cart.items.filter((candidate) => !candidate.appointment).at(-1)!;
  await armAnswer(QUANTITY, { key, message: 'from the server' }, 502);
  choose($(element, `[part="item"][data-item-id="${item.id}"] select`)!, String(item.quantity + 1));
  await waitUntil(() => textOf(tileError(element, item)) !== '', 'message at the tile', { timeout: 5000 });
  return { element, text: textOf(tileError(element, item)) };
}

describe('named error kinds without a code (spec point 8)', () => {
  beforeEach(clearBrowserStorage);

  it('shows the external error where the answer names it', async () => {
    const { element, text } = await failQuantityChange('EXTERNAL_ERROR');
    expect(text).to.contain('Ein externer Dienst antwortet gerade nicht. Bitte versuche es später erneut.');
    await expect(element).to.be.accessible();
  });

  it('shows the general address error where the answer names it', async () => {
    const { text } = await failQuantityChange('addressInvalid');
    expect(text).to.contain('Mit deiner Adresse stimmt etwas nicht. Bitte prüfe deine Angaben.');
  });

  it('shows the unknown error where the answer names it, in English too', async () => {
    expect((await failQuantityChange('UNKNOWN_ERROR')).text).to.contain(
      'Ein unbekannter Fehler ist aufgetreten. Bitte versuche es erneut.',
    );
    expect((await failQuantityChange('unknownError', 'en')).text).to.contain(
      'An unknown error occurred. Please try again.',
    );
  });

  it('keeps the generic text for a key it does not know', async () => {
    const { text } = await failQuantityChange('SOMETHING_NEW');
    expect(text).to.contain('Bei der Eingabe ist ein Fehler aufgetreten');
  });
});
