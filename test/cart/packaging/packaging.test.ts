import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { $, $$, euro, shownTotal, textOf } from '../../helpers/cart-fixture.js';
import { armFault, CHANGE_FAULTS, serverCart } from '../../helpers/reference-api.js';
import {
  activeElement,
  armCode,
  callsTo,
  mountCartFor,
  serverVersionAbove,
  tile,
  tiles,
  isDisabled,
} from '../../helpers/delivery-cart.js';

const SET = '/api/cart/set-item-packaging';
const radio = (element: Element, itemId: string, type: string) =>
  tile(element, itemId).querySelector<HTMLInputElement>(`[data-packaging-option="${type}"] input`)!;
const checkedType = (element: Element, itemId: string) =>
  tile(element, itemId).querySelector<HTMLInputElement>('[data-packaging-options] input:checked')?.value;
const packagingRow = (element: Element) => textOf($(element, '[data-row="packaging"] dd'));
const nextStep = (element: Element) => $(element, '[part="next-step"]') as HTMLButtonElement;
/** A failed change of one item is told at its tile. */
const tileError = (element: Element, itemId: string) =>
  textOf(tile(element, itemId).querySelector('[data-item-error]'));

describe('gift packaging per item', () => {
  it('lists every option with title and price, the chosen one checked, in a group named by the item', async () => {
    const { element } = await mountCartFor();
    const skydive = tile(element, 'item-2');
    const options = [...skydive.querySelectorAll('[data-packaging-option]')].map((label) => textOf(label));
    expect(options).to.deep.equal([
      `PDF zum Selbstausdrucken ${euro(0)}`,
      'Geschenkumschlag Kostenlos',
      `Geschenkbox mit Grußkarte ${euro(7.9)} Box mit Grußkarte für ${euro(7.9)} · Maße: 16,2 x 16,2 x 1,7 cm`,
    ]);
    expect(checkedType(element, 'item-2')).to.equal('Envelope');
    expect(checkedType(element, 'item-1')).to.equal('GiftBox');
    const group = skydive.querySelector('[role="radiogroup"]')!;
    const names = (group.getAttribute('aria-labelledby') ?? '').split(' ');
    expect(names.map((id) => textOf(element.shadowRoot!.getElementById(id)))).to.deep.equal([
      'Verpackung',
      'Tandem-Fallschirmsprung',
    ]);
    // One option only (a ticket, a box): stated, not offered.
    expect(textOf(tiles(element, 'item-3')[0]?.querySelector('[data-packaging]'))).to.equal(
      'Verpackung: PDF zum Selbstausdrucken',
    );
    expect(textOf(tile(element, 'item-4').querySelector('[data-packaging]'))).to.equal(
      'Verpackung: Verpackung inklusive',
    );
    expect(tile(element, 'item-4').querySelector('input[type="radio"]') === null, 'absent').to.equal(true);
    await expect(element).to.be.accessible();
  });

  it('shows the gift-box facts of the brand and tenant: 1,6 cm and CHF on MD_CH', async () => {
    const { element } = await mountCartFor({ tenant: 'MD_CH' });
    expect(textOf(tile(element, 'item-2').querySelector('[data-packaging-facts]'))).to.equal(
      `Box mit Grußkarte für ${euro(7.9, 'CHF')} · Maße: 16,2 x 16,2 x 1,6 cm`,
    );
    expect(textOf(tile(element, 'item-2').querySelector('[data-brand-voucher]'))).to.equal(
      'Gutschein von MD Glückstage',
    );
  });

  it('sends the choice with the item, and shows what the server answers', async () => {
    const { cart, element } = await mountCartFor();
    radio(element, 'item-2', 'GiftBox').click();
    const after = await serverVersionAbove(cart.cartVersion);
    await waitUntil(() => shownTotal(element) === euro(after.total.gross.amount), 'new total');
    expect(await callsTo(SET)).to.deep.equal([
      {
        method: 'POST',
        path: SET,
        body: { itemId: 'item-2', packagingOptionType: 'GiftBox', packagingVariantId: null },
      },
    ]);
    expect(checkedType(element, 'item-2')).to.equal('GiftBox');
    expect(packagingRow(element)).to.equal(euro(15.8));
    // The shop chose the first motif; the tile names it.
    expect(textOf(tile(element, 'item-2').querySelector('[data-motif]'))).to.equal('Motiv: Goldene Sterne');
    expect(
      tile(element, 'item-2').querySelector('[data-action="choose-motif"]') !== null,
      'present',
    ).to.equal(true);
    await expect(element).to.be.accessible();
  });

  it("sends the product's pre-selected motif with an option of several motifs", async () => {
    const { cart, element } = await mountCartFor();
    radio(element, 'item-1', 'Envelope').click();
    await serverVersionAbove(cart.cartVersion);
    expect((await callsTo(SET))[0]?.body).to.deep.equal({
      itemId: 'item-1',
      packagingOptionType: 'Envelope',
      packagingVariantId: 'box-love',
    });
    await waitUntil(() => checkedType(element, 'item-1') === 'Envelope');
  });

  for (const [fault, message] of CHANGE_FAULTS) {
    it(`keeps the last good cart and the old choice when the change fails with ${fault}`, async () => {
      const { cart, element } = await mountCartFor();
      await armFault(SET, fault, { times: fault === 'drop' ? 20 : 1 });
      radio(element, 'item-2', 'GiftBox').click();
      await waitUntil(() => tileError(element, 'item-2').includes(message), `expected "${message}"`);
      await waitUntil(() => checkedType(element, 'item-2') === 'Envelope', 'the choice reverts');
      expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
      expect((await serverCart()).items[1]?.selectedPackaging?.type).to.equal('Envelope');
      await waitUntil(() => !isDisabled(nextStep(element)), 'next step enabled again');
      await expect(element).to.be.accessible();
    });
  }

  it('says what a server error code means and keeps the cart', async () => {
    const { cart, element } = await mountCartFor();
    await armCode(SET, 0);
    radio(element, 'item-2', 'Pdf').click();
    await waitUntil(() =>
      tileError(element, 'item-2').includes('Bei der Eingabe ist ein Fehler aufgetreten'),
    );
    expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
    expect(checkedType(element, 'item-2')).to.equal('Envelope');
  });

  it('merges choices made while one is on its way into one request after it: the last wins', async () => {
    const { element } = await mountCartFor();
    await armFault(SET, 'slow', { delayMs: 1200 });
    radio(element, 'item-2', 'GiftBox').click();
    await waitUntil(() => tile(element, 'item-2').getAttribute('aria-busy') === 'true', 'item busy');
    expect(isDisabled(nextStep(element))).to.equal(true);
    radio(element, 'item-2', 'Pdf').click();
    radio(element, 'item-2', 'Envelope').click();
    radio(element, 'item-2', 'Pdf').click();
    expect(checkedType(element, 'item-2')).to.equal('Pdf');
    await waitUntil(() => tile(element, 'item-2').getAttribute('aria-busy') === 'false', 'settled', {
      timeout: 5000,
    });
    const calls = await callsTo(SET);
    expect(
      calls.map((call) => (call.body as { packagingOptionType: string }).packagingOptionType),
    ).to.deep.equal(['GiftBox', 'Pdf']);
    expect((await serverCart()).items[1]?.selectedPackaging?.type).to.equal('Pdf');
    expect(checkedType(element, 'item-2')).to.equal('Pdf');
    expect(isDisabled(nextStep(element))).to.equal(false);
  });

  it('refuses other actions on the item while its packaging changes', async () => {
    const { element } = await mountCartFor();
    await armFault(SET, 'slow', { delayMs: 800 });
    radio(element, 'item-2', 'GiftBox').click();
    await waitUntil(() => tile(element, 'item-2').getAttribute('aria-busy') === 'true');
    (tile(element, 'item-2').querySelector('button[data-action="remove"]') as HTMLButtonElement).click();
    await waitUntil(() => tile(element, 'item-2').getAttribute('aria-busy') === 'false', 'settled');
    expect(await callsTo('/api/cart/remove-item')).to.deep.equal([]);
    expect(tiles(element, 'item-2')).to.have.length(1);
  });

  it('chooses by keyboard: arrow keys move through the options', async () => {
    const { cart, element } = await mountCartFor();
    radio(element, 'item-2', 'Envelope').focus();
    await sendKeys({ press: 'ArrowDown' });
    await serverVersionAbove(cart.cartVersion);
    await waitUntil(() => checkedType(element, 'item-2') === 'GiftBox');
    expect(activeElement(element) === radio(element, 'item-2', 'GiftBox'), 'focus').to.equal(true);
  });

  it('carries every part in the next item layout too', async () => {
    const { element } = await mountCartFor({ itemLayout: 'next' });
    const skydive = tile(element, 'item-2');
    expect(skydive.querySelectorAll('[data-packaging-option]')).to.have.length(3);
    expect(skydive.querySelector('[data-action="services"]') !== null, 'present').to.equal(true);
    expect(skydive.querySelector('[data-action="choose-motif"]') !== null, 'present').to.equal(true);
    expect(textOf(skydive.querySelector('[data-additional-services]'))).to.equal(
      'Zusatzleistungen: Video vom Sprung, Fotopaket',
    );
    await expect(element).to.be.accessible();
  });
});

describe('gift packaging in the old design: a dropdown', () => {
  const toggle = (element: Element, itemId: string) =>
    tile(element, itemId).querySelector<HTMLButtonElement>('[data-packaging-toggle]')!;
  const overlay = (element: Element, itemId: string) =>
    tile(element, itemId).querySelector<HTMLElement>('[data-dropdown-overlay]')!;

  it('opens by keyboard, closes with Escape and gives the focus back', async () => {
    const { element } = await mountCartFor({ newDesign: false });
    expect(textOf(toggle(element, 'item-2'))).to.equal('Verpackung: Geschenkumschlag');
    expect(overlay(element, 'item-2').hidden).to.equal(true);
    toggle(element, 'item-2').focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !overlay(element, 'item-2').hidden, 'open');
    expect(toggle(element, 'item-2').getAttribute('aria-expanded')).to.equal('true');
    await waitUntil(
      () => activeElement(element)?.getAttribute('aria-pressed') === 'true',
      'chosen option focused',
    );
    expect(activeElement(element)?.getAttribute('data-packaging-option')).to.equal('Envelope');
    await expect(element).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => overlay(element, 'item-2').hidden, 'closed');
    expect(activeElement(element) === toggle(element, 'item-2'), 'focus').to.equal(true);
  });

  it('sends the option chosen in the overlay and closes it', async () => {
    const { cart, element } = await mountCartFor({ newDesign: false });
    toggle(element, 'item-2').click();
    await waitUntil(() => !overlay(element, 'item-2').hidden);
    overlay(element, 'item-2').querySelector<HTMLButtonElement>('[data-packaging-option="GiftBox"]')!.click();
    await waitUntil(() => overlay(element, 'item-2').hidden, 'closed');
    await serverVersionAbove(cart.cartVersion);
    await waitUntil(() => textOf(toggle(element, 'item-2')) === 'Verpackung: Geschenkbox mit Grußkarte');
    expect((await callsTo(SET))[0]?.body).to.deep.equal({
      itemId: 'item-2',
      packagingOptionType: 'GiftBox',
      packagingVariantId: null,
    });
    expect(activeElement(element) === toggle(element, 'item-2'), 'focus').to.equal(true);
  });

  it('closes when the focus leaves it', async () => {
    const { element } = await mountCartFor({ newDesign: false });
    toggle(element, 'item-2').click();
    await waitUntil(() => !overlay(element, 'item-2').hidden);
    (tile(element, 'item-2').querySelector('button[data-action="remove"]') as HTMLButtonElement).focus();
    await waitUntil(() => overlay(element, 'item-2').hidden, 'closed');
    expect($$(element, '[data-dropdown-overlay]:not([hidden])')).to.have.length(0);
    expect(await callsTo(SET)).to.deep.equal([]);
  });
});
