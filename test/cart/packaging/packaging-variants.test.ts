import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { textOf } from '../../helpers/cart-fixture.js';
import { armFault } from '../../helpers/reference-api.js';
import {
  activeElement,
  callsTo,
  expectModalLoadRetry,
  mountCartFor,
  openDialog,
  recordedEvents,
  serverVersionAbove,
  tile,
} from '../../helpers/delivery-cart.js';

const VARIANTS = '/api/packagings/variants/item-1';
const motifButton = (element: Element) =>
  tile(element, 'item-1').querySelector<HTMLButtonElement>('[data-action="choose-motif"]')!;
const variantButtons = (element: Element) => [
  ...(openDialog(element)?.querySelectorAll<HTMLButtonElement>('[data-variant-id]') ?? []),
];
const waitForVariants = (element: Element) =>
  waitUntil(() => variantButtons(element).length > 0, 'variants listed', { timeout: 5000 });

async function openVariants(options: Parameters<typeof mountCartFor>[0] = {}) {
  const mounted = await mountCartFor(options);
  // A pointer click focuses the button first.
  motifButton(mounted.element).focus();
  motifButton(mounted.element).click();
  await waitUntil(() => openDialog(mounted.element), 'dialog open', { timeout: 5000 });
  return mounted;
}

describe('packaging variants modal', () => {
  it('lists the motifs with picture and title, the chosen one pressed, and posts the opening', async () => {
    const { cart, element } = await openVariants();
    await waitForVariants(element);
    const dialog = openDialog(element)!;
    expect(textOf(dialog.querySelector('h2'))).to.equal('Wähle dein Motiv');
    expect(textOf(dialog.querySelector('[data-modal-subheadline]'))).to.equal(cart.items[0]?.product.title);
    expect(
      variantButtons(element).map((button) => [textOf(button), button.getAttribute('aria-pressed')]),
    ).to.deep.equal([
      ['Goldene Sterne', 'false'],
      ['Herzen', 'true'],
    ]);
    expect(variantButtons(element)[0]?.querySelector('img')?.getAttribute('src')).to.equal(
      '/demo/img/box.svg',
    );
    const requests = (await (await fetch('/api/test/requests')).json()) as { path: string; query: unknown }[];
    expect(requests.filter((r) => r.path === VARIANTS).map((r) => r.query)).to.deep.equal([
      { type: 'GiftBox' },
    ]);
    await waitUntil(async () => (await recordedEvents()).length === 1, 'event posted');
    const [event] = await recordedEvents();
    expect(event?.path).to.equal('/api/event/gift-wrap-selection-opened');
    expect(event?.body).to.deep.equal({ cartId: cart.cartId });
    await expect(element).to.be.accessible();
  });

  it('addresses the shopper in the second brand’s form', async () => {
    const { element } = await openVariants({ tenant: 'MD_DE' });
    // The headline comes with the modal's part of the catalogue; the core text stands in until then.
    const headline = () => textOf(openDialog(element)?.querySelector('h2'));
    await waitUntil(() => headline() !== 'Motiv wählen', 'the modal’s own headline', { timeout: 5000 });
    expect(headline()).to.equal('Wähle Dein Motiv');
  });

  it('sends the chosen motif, closes, names it on the tile and gives the focus back', async () => {
    const { cart, element } = await openVariants();
    await waitForVariants(element);
    variantButtons(element)[0]?.click();
    await waitUntil(() => !openDialog(element), 'closed');
    await serverVersionAbove(cart.cartVersion);
    expect((await callsTo('/api/cart/set-item-packaging'))[0]?.body).to.deep.equal({
      itemId: 'item-1',
      packagingOptionType: 'GiftBox',
      packagingVariantId: 'box-gold',
    });
    await waitUntil(
      () => textOf(tile(element, 'item-1').querySelector('[data-motif]')) === 'Motiv: Goldene Sterne',
    );
    expect(activeElement(element) === motifButton(element), 'focus').to.equal(true);
  });

  it('works by keyboard: Enter opens, Tab reaches the motifs, Escape closes', async () => {
    const { element } = await mountCartFor();
    motifButton(element).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => openDialog(element), 'dialog open');
    await waitForVariants(element);
    await sendKeys({ press: 'Tab' });
    expect(activeElement(element)?.hasAttribute('data-variant-id')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !openDialog(element), 'closed');
    expect(activeElement(element) === motifButton(element), 'focus').to.equal(true);
    expect(await callsTo('/api/cart/set-item-packaging')).to.deep.equal([]);
  });

  for (const fault of ['500', 'not-json', 'drop'] as const) {
    it(`says the motifs could not be loaded (${fault}) and loads them on retry`, async () => {
      const { element } = await mountCartFor();
      // Chromium retries a GET whose connection dropped: drop it every time.
      await armFault(VARIANTS, fault, { times: fault === 'drop' ? 20 : 1 });
      motifButton(element).click();
      await expectModalLoadRetry(element, {
        failure: 'Die Motive konnten nicht geladen werden.',
        loaded: waitForVariants,
      });
    });
  }

  it('opens and lists the motifs even when the event post fails', async () => {
    const { element } = await mountCartFor();
    await armFault('/api/event/gift-wrap-selection-opened', '500');
    motifButton(element).click();
    await waitForVariants(element);
    expect(await recordedEvents()).to.deep.equal([]);
  });

  it('drops the answer of a call the shopper closed the modal on', async () => {
    const { element } = await mountCartFor();
    await armFault(VARIANTS, 'slow', { delayMs: 800 });
    motifButton(element).click();
    await waitUntil(() => openDialog(element), 'dialog open');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !openDialog(element), 'closed');
    motifButton(element).click();
    await waitForVariants(element);
    expect(variantButtons(element)).to.have.length(2);
  });
});
