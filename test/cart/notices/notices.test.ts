import { expect, waitUntil } from '@open-wc/testing';
import type { Cart, CartChangeType } from '../../../src/domain/index.js';
import { threeItemCart } from '../../helpers/carts.js';
import {
  $,
  $$,
  choose,
  euro,
  mountShopCart,
  removeMounted,
  shownTotal,
  textOf,
  waitForTiles,
} from '../../helpers/cart-fixture.js';
import { nextChanges, resetCart, serverCart, waitForServerVersion } from '../../helpers/reference-api.js';
import { settledReact } from '../../helpers/settle.js';
import { expectAbsent } from '../../helpers/assertions.js';

const changesBox = (element: Element) => $(element, '[data-notice="cart-changes"]');
const lines = (element: Element) => $$(element, '[data-notice="cart-changes"] li').map(textOf);
const variantOf = (element: Element) =>
  changesBox(element)?.closest('[data-variant]')?.getAttribute('data-variant');

async function cartWithChanges(type: CartChangeType) {
  await resetCart();
  await nextChanges(type);
  const element = mountShopCart({ data: {} });
  await waitUntil(() => changesBox(element), `notice for ${type}`, { timeout: 5000 });
  return element;
}

describe('cart-change notices', () => {
  const cases: [CartChangeType, RegExp, string, boolean][] = [
    ['ProductRemoved', /^.+ ist nicht mehr verfügbar\.$/, 'error', true],
    ['PriceIncreased', /^Folgendes Produkt ist um \d+,\d\d\u00a0€ teurer geworden: .+$/, 'warning', false],
    ['PriceDecreased', /^Folgendes Produkt ist um \d+,\d\d\u00a0€ billiger geworden: .+$/, 'success', false],
    ['ShippingMethodRemoved', /^Die Versandmethode .+ ist derzeit nicht verfügbar\.$/, 'warning', false],
    [
      'OutdatedAppointment',
      /^Der Termin für “.+” am “\d\d\.\d\d\.\d{4}” ist leider nicht mehr verfügbar\. Bitte wähle einen neuen Termin aus\.$/,
      'error',
      false,
    ],
  ];
  for (const [type, text, severity, shopLink] of cases) {
    it(`shows ${type} in the catalogue's words, as ${severity}, and passes axe`, async () => {
      const element = await cartWithChanges(type);
      expect(lines(element)).to.have.length(1);
      expect(lines(element)[0]).to.match(text);
      expect(variantOf(element)).to.equal(severity);
      expect(textOf(changesBox(element)?.querySelector('h2'))).to.equal(
        type === 'OutdatedAppointment' ? 'Es tut uns leid!' : 'Dein Warenkorb hat sich geändert',
      );
      const link = changesBox(element)?.querySelector('a');
      expect(Boolean(link), 'link to the shop').to.equal(shopLink);
      if (link) expect(link.getAttribute('href')).to.equal('/');
      await expect(element).to.be.accessible();
    });
  }

  it('lists every change of MultipleChanges as a warning, and dismissing hides it', async () => {
    const element = await cartWithChanges('MultipleChanges');
    expect(lines(element).length).to.be.greaterThan(1);
    expect(variantOf(element)).to.equal('warning');
    changesBox(element)?.parentElement?.querySelector<HTMLButtonElement>('button')?.click();
    await waitUntil(() => !changesBox(element), 'dismissed');
  });

  it('keeps the notice when a later answer carries no changeset', async () => {
    const element = await cartWithChanges('PriceIncreased');
    const shown = lines(element);
    expect(shown).to.have.length(1);
    const cart = await serverCart();
    const item = cart.items.find((candidate) => !candidate.appointment);
    if (!item) throw new Error('the seed has no item without appointment');
    expect(cart.changeset ?? null, 'the changeset came once').to.equal(null);
    choose($<HTMLSelectElement>(element, `[data-item-id="${item.id}"] select`)!, String(item.quantity + 1));
    const changed = await waitForServerVersion(cart.cartVersion + 1);
    await waitUntil(() => shownTotal(element) === euro(changed.total.gross.amount), 'the later answer shows');
    expect(lines(element)).to.deep.equal(shown);
  });

  it('shows hostile titles in a changeset as text', async () => {
    const cart: Cart = threeItemCart({
      changeset: {
        type: 'ProductRemoved',
        changes: { removedItems: [{ productId: '9', title: '<img src=x onerror="window.pwned=1">Yoga' }] },
      },
    });
    const element = mountShopCart({ data: { props: { cart } } });
    // The notices and their texts are lazy chunks: the notice follows the tiles.
    await waitUntil(() => lines(element).length > 0, 'the change notice', { timeout: 5000 });
    expect(lines(element)).to.deep.equal([
      '<img src=x onerror="window.pwned=1">Yoga ist nicht mehr verfügbar.',
    ]);
    expectAbsent(changesBox(element)?.querySelector('img'), 'no image from the title');
    expect((window as { pwned?: number }).pwned).to.equal(undefined);
  });
});

describe('the error the page was opened with (?error=)', () => {
  let original: string;
  beforeEach(() => {
    original = location.href;
  });
  afterEach(() => {
    removeMounted();
    history.replaceState(null, '', original);
  });

  function openWithError(code: string) {
    const url = new URL(location.href);
    url.searchParams.set('error', code);
    history.replaceState(null, '', url);
    return mountShopCart({ data: { props: { cart: threeItemCart() } } });
  }
  const notice = (element: Element) => $(element, '[data-notice="initial-error"]');

  it('shows the message of the code and removes the parameter when dismissed', async () => {
    const element = openWithError('905');
    await waitUntil(() => notice(element), 'initial error notice', { timeout: 5000 });
    expect(textOf(notice(element))).to.equal('Dein Wertgutschein hat kein Guthaben mehr.');
    await expect(element).to.be.accessible();
    notice(element)?.parentElement?.querySelector<HTMLButtonElement>('button')?.click();
    await waitUntil(() => !notice(element), 'dismissed');
    expect(new URL(location.href).searchParams.has('error')).to.equal(false);
  });

  it('shows code 910 with the same text as the code typed into the field', async () => {
    // The typed-in way: test/cart/discount/discount-errors.test.ts (WG-UNGUELTIG answers 910).
    const element = openWithError('910');
    await waitUntil(() => notice(element), 'initial error notice', { timeout: 5000 });
    expect(textOf(notice(element))).to.equal(
      'Sorry! Der eingetragene Gutscheincode ist ungültig oder wurde bereits eingelöst.',
    );
  });

  it('shows the generic message for a code it does not know', async () => {
    const element = openWithError('<b>x</b>');
    await waitUntil(() => notice(element), 'initial error notice', { timeout: 5000 });
    expect(textOf(notice(element))).to.equal(
      'Bei der Eingabe ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
    );
    // spec point 8: the generic error comes with the hotline amendment, here as after a failed change
    expect(textOf(notice(element)?.parentElement)).to.contain('Du erreichst unsere Hotline');
  });

  it('shows nothing without the parameter', async () => {
    let element: Element | undefined;
    // Once the first render and its effects have run, the notice would have started to load.
    await settledReact(() => {
      element = mountShopCart({ data: { props: { cart: threeItemCart() } } });
    });
    await waitForTiles(element!, 4);
    expectAbsent(notice(element!), 'no initial error notice');
  });
});
