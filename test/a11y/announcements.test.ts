// What a screen reader hears after the shopper's own changes (WCAG 4.1.3 Status Messages), which axe
// cannot check: the text that appears in a live region and its politeness, once each. Success is polite
// (role status: the cart's announcer), a failure interrupts (role alert, or aria-live assertive).
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart, CartItem } from '../../src/domain/index.js';
import { $, choose, euro, mountShopCart, textOf, waitForTiles } from '../helpers/cart-fixture.js';
import { armFault, resetCart, serverCart, startupDataFor } from '../helpers/reference-api.js';
import { submitCode } from '../helpers/discount-entry.js';
import { waitUntilSettled } from '../helpers/page-vs-server.js';
import { recordAnnouncements, type Announcement } from '../helpers/live-regions.js';

/** What a change shows while it runs (the tile's or the button's progress), not what it announces. */
const PROGRESS = /^(Wird aktualisiert …|Wird eingelöst …|Warenkorb wird aktualisiert …)$/;
const GENERIC = 'Bei der Eingabe ist ein Fehler aufgetreten';

async function openCart(visitor: Parameters<typeof resetCart>[0] = {}) {
  const cart = await resetCart(visitor);
  const data = await startupDataFor({ includeCart: true, newDesign: true, itemLayout: 'current' });
  const element = mountShopCart({ attributes: { tenant: data.tenant, locale: 'de' }, data });
  await waitForTiles(element);
  await waitUntilSettled(element);
  return { cart, element, recorder: recordAnnouncements(element) };
}

const plainItem = (cart: Cart): CartItem =>
  cart.items.find((item) => !item.appointment && item.quantity < 5)!;
const tileOf = (element: Element, item: CartItem) => $(element, `[part="item"][data-item-id="${item.id}"]`)!;

/** The announcements but the progress texts, once the page has settled. */
async function heard(element: Element, recorder: ReturnType<typeof recordAnnouncements>) {
  await waitUntilSettled(element);
  recorder.stop();
  return recorder.announcements.filter((announcement) => !PROGRESS.test(announcement.text));
}

const polite = (text: string): Announcement => ({ politeness: 'polite', text });

describe('announcements after a change (WCAG 4.1.3)', () => {
  it('a quantity change: the item, its new quantity and the total, politely, once', async () => {
    const { cart, element, recorder } = await openCart();
    const item = plainItem(cart);
    choose(tileOf(element, item).querySelector('select')!, String(item.quantity + 1));
    await waitUntil(async () => (await serverCart()).cartVersion > cart.cartVersion, 'the change');
    await waitUntil(() => textOf($(element, '[data-announcement]')) !== '', 'announced');
    const total = euro((await serverCart()).total.gross.amount);
    expect(await heard(element, recorder)).to.deep.equal([
      polite(`${item.product.title}: Anzahl ${item.quantity + 1}. Gesamtpreis ${total}.`),
    ]);
  });

  it('a removal: the item removed and the total, politely, once', async () => {
    const { cart, element, recorder } = await openCart();
    const item = plainItem(cart);
    tileOf(element, item).querySelector<HTMLButtonElement>('[data-action="remove"]')!.click();
    await waitUntil(() => textOf($(element, '[data-announcement]')) !== '', 'announced', { timeout: 5000 });
    const total = euro((await serverCart()).total.gross.amount);
    expect(await heard(element, recorder)).to.deep.equal([
      polite(`${item.product.title} wurde entfernt. Gesamtpreis ${total}.`),
    ]);
  });

  it('a failed change: the failure, as an alert, once; no success', async () => {
    const { cart, element, recorder } = await openCart();
    const item = plainItem(cart);
    await armFault('/api/cart/set-item-quantity', '500');
    choose(tileOf(element, item).querySelector('select')!, String(item.quantity + 1));
    await waitUntil(() => textOf(tileOf(element, item).querySelector('[data-item-error]')) !== '', 'failed', {
      timeout: 5000,
    });
    const said = await heard(element, recorder);
    expect(said).to.have.length(1);
    expect(said[0]?.politeness).to.equal('assertive');
    expect(said[0]?.text).to.contain(GENERIC);
  });

  it('a code applied: the code and the total, politely, once', async () => {
    const { element, recorder } = await openCart({ loggedIn: true });
    await submitCode(element, 'sommer10');
    await waitUntil(() => textOf($(element, '[data-announcement]')) !== '', 'announced', { timeout: 5000 });
    const total = euro((await serverCart()).total.gross.amount);
    expect(await heard(element, recorder)).to.deep.equal([
      polite(`Rabattcode SOMMER10 eingelöst. Gesamtpreis ${total}.`),
    ]);
  });

  it('a code refused: the reason, as an alert, once; no success', async () => {
    const { element, recorder } = await openCart({ loggedIn: true });
    await submitCode(element, 'ABGELAUFEN');
    await waitUntil(() => textOf($(element, '[data-field-message="error"]')) !== '', 'refused', {
      timeout: 5000,
    });
    const said = await heard(element, recorder);
    expect(said).to.have.length(1);
    expect(said[0]?.politeness).to.equal('assertive');
    expect(said[0]?.text).to.contain('Dieser Rabattcode ist leider ungültig');
    expect(textOf($(element, '[data-announcement]'))).to.equal('');
  });

  it('speaks English in an English cart', async () => {
    const cart = await resetCart();
    const data = await startupDataFor({ includeCart: true, newDesign: true, itemLayout: 'current' });
    const element = mountShopCart({ attributes: { tenant: data.tenant, locale: 'en' }, data });
    await waitForTiles(element);
    const item = plainItem(cart);
    tileOf(element, item).querySelector<HTMLButtonElement>('[data-action="remove"]')!.click();
    await waitUntil(() => textOf($(element, '[data-announcement]')) !== '', 'announced', { timeout: 5000 });
    expect(textOf($(element, '[data-announcement]'))).to.match(new RegExp(`^.+ removed\\. Total .+\\.$`));
  });
});
