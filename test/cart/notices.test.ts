import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '../../src/domain/index.js';
import { threeItemCart } from '../fixtures/carts.js';
import { $, $$, mountShopCart, removeMounted, textOf, waitForTiles } from '../helpers/cart-fixture.js';
import { resetCart } from '../helpers/reference-api.js';

async function nextChanges(type: string) {
  const response = await fetch('/api/test/next-changes', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type }),
  });
  expect(response.ok, `next-changes ${type}`).to.equal(true);
}

const changesBox = (element: Element) => $(element, '[data-notice="cart-changes"]');
const lines = (element: Element) => $$(element, '[data-notice="cart-changes"] li').map(textOf);
const variantOf = (element: Element) =>
  changesBox(element)?.closest('[data-variant]')?.getAttribute('data-variant');

async function cartWithChanges(type: string) {
  await resetCart();
  await nextChanges(type);
  const element = mountShopCart({ data: {} });
  await waitUntil(() => changesBox(element), `notice for ${type}`, { timeout: 5000 });
  return element;
}

describe('cart-change notices', () => {
  afterEach(removeMounted);

  const cases: [string, RegExp, string, boolean][] = [
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

  it('keeps the notice when a later answer carries no changeset, and escapes hostile titles', async () => {
    const cart: Cart = threeItemCart({
      changeset: {
        type: 'ProductRemoved',
        changes: { removedItems: [{ productId: '9', title: '<img src=x onerror="window.pwned=1">Yoga' }] },
      },
    });
    await resetCart({ seed: 'single' });
    const element = mountShopCart({ data: { props: { cart } } });
    await waitForTiles(element, 4);
    expect(lines(element)).to.deep.equal([
      '<img src=x onerror="window.pwned=1">Yoga ist nicht mehr verfügbar.',
    ]);
    expect(changesBox(element)?.querySelector('img')).to.equal(null);
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
    const element = mountShopCart({ data: { props: { cart: threeItemCart() } } });
    await waitForTiles(element, 4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notice(element)).to.equal(null);
  });
});
