// The `locale` attribute beyond the first paint: unknown values fall back to German with one warning,
// regional English means English, a change after mount switches the language and keeps what the shopper
// did, the counters speak the language too, and the express area and the error screen are English.
import { expect, waitUntil } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import '../../elements/shop-cart-counter.js';
import { threeItemCart } from '../helpers/carts.js';
import { $, mountShopCart, shownTotal, textOf, waitForTiles } from '../helpers/cart-fixture.js';
import { codeInput, discount } from '../helpers/discount-entry.js';
import { STAND_IN_PAYMENTS } from '../helpers/express-page.js';
import { clearExpressTraces } from '../helpers/express-storage.js';
import { typeInto } from '../helpers/money-cart.js';
import { settledReact } from '../helpers/settle.js';
import { callsTo, resetCart } from '../helpers/reference-api.js';
import { createTexts } from '../../src/i18n/create-texts.js';
import { TextsContext } from '../../src/i18n/texts-context.js';
import { prepareLocale } from '../../src/i18n/locale-catalogues.js';
import { FragmentErrorScreen } from '../../src/telemetry/FragmentErrorScreen.js';
import { warningsDuring } from '../helpers/console.js';

const WAIT = { timeout: 5000 };
const title = (element: Element) => textOf($(element, '[part="title"]'));
const language = (element: Element) => $(element, '[part="cart"]')?.closest('[lang]')?.getAttribute('lang');

/** The three-item cart with `locale`, its tiles shown; `started` waits for more while warnings are caught. */
async function mountInLocale(
  locale: string,
  started: (warnings: readonly string[]) => Promise<unknown> = async () => undefined,
) {
  let element!: HTMLElement;
  const warnings = await warningsDuring(async (sofar) => {
    element = mountShopCart({
      attributes: { tenant: 'JS_DE', locale },
      data: { props: { cart: threeItemCart() } },
    });
    await waitForTiles(element, 4);
    await started(sofar);
    await settledReact();
  });
  return { element, warnings };
}

describe('the locale attribute', () => {
  for (const locale of ['fr', 'en-XX', 'english']) {
    it(`falls back to German for "${locale}" with one warning naming de and en`, async () => {
      // The warning is logged in an effect; then every render and effect of the start has run.
      const { element, warnings } = await mountInLocale(locale, (sofar) =>
        waitUntil(() => sofar.some((warning) => warning.includes('locale')), 'the warning', WAIT),
      );
      expect(title(element)).to.equal('Warenkorb');
      expect(language(element)).to.equal('de');
      const about = warnings.filter((warning) => warning.includes('locale'));
      expect(about).to.have.length(1);
      expect(about[0]).to.contain(`"${locale}"`).and.contain('de and en');
    });
  }

  for (const locale of ['en-GB', 'en-US', 'en_us', 'EN']) {
    it(`reads "${locale}" as English, without a warning`, async () => {
      const { element, warnings } = await mountInLocale(locale);
      expect(title(element)).to.equal('Basket');
      expect(language(element)).to.equal('en');
      expect(warnings.filter((warning) => warning.includes('locale'))).to.deep.equal([]);
    });
  }

  it('takes "locale" from the start-up data, and the attribute wins over it', async () => {
    const fromData = mountShopCart({
      attributes: { tenant: 'JS_DE' },
      data: { locale: 'en', props: { cart: threeItemCart() } },
    });
    const attributeWins = mountShopCart({
      attributes: { tenant: 'JS_DE', locale: 'de' },
      data: { locale: 'en', props: { cart: threeItemCart() } },
    });
    await waitForTiles(fromData, 4);
    await waitForTiles(attributeWins, 4);
    expect(title(fromData)).to.equal('Basket');
    expect(title(attributeWins)).to.equal('Warenkorb');
  });

  it('switches language after mount and keeps the open form with what was typed, without reloading', async () => {
    await resetCart();
    const element = mountShopCart({ attributes: { tenant: 'JS_DE', locale: 'de' }, data: {} });
    await waitForTiles(element);
    const opener = [...discount(element).querySelectorAll('button')].find((button) =>
      textOf(button).startsWith('Rabattcode oder Gutscheincode'),
    )!;
    opener.click();
    await waitUntil(() => codeInput(element), 'the form opens', WAIT);
    const input = codeInput(element)!;
    typeInto(input, 'SOMMER');
    const total = shownTotal(element);
    expect(total).to.match(/\u00a0€$/);

    element.setAttribute('locale', 'en');
    await waitUntil(() => title(element) === 'Basket', title(element), WAIT);
    expect(language(element)).to.equal('en');
    expect(codeInput(element), 'the same field, still open').to.equal(input);
    expect(input.value).to.equal('SOMMER');
    expect(textOf(discount(element).querySelector('button[type="submit"]'))).to.equal('Redeem');
    expect(shownTotal(element)).to.match(/^€\d/);
    await expect(element).to.be.accessible();

    // r2wc ignores a removed attribute; the element does not: German again (the data names no locale).
    element.removeAttribute('locale');
    await waitUntil(() => title(element) === 'Warenkorb', title(element), WAIT);
    expect(shownTotal(element)).to.equal(total);
    expect(codeInput(element)?.value).to.equal('SOMMER');
    expect(await callsTo('/api/cart'), 'the cart was loaded once').to.have.length(1);
  });

  it('shows the express area in English', async () => {
    await clearExpressTraces();
    const cart = await resetCart();
    const element = mountShopCart({
      attributes: { tenant: 'JS_DE', locale: 'en' },
      data: { props: { cart, payments: { nextUrl: '/nowhere', paypal: STAND_IN_PAYMENTS.paypal } } },
    });
    await waitForTiles(element);
    const area = () => $(element, '[data-express-checkout]');
    area()!.scrollIntoView({ block: 'center' });
    await waitUntil(() => area()?.querySelector('h3'), 'the express heading', { timeout: 8000 });
    expect(textOf(area()!.querySelector('h3'))).to.equal('Pay with 1 click');
    await waitUntil(
      () => element.querySelector(':scope > [data-shop-cart-express="paypal"] button'),
      'the PayPal button',
      { timeout: 8000 },
    );
    const sdk = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((script) =>
      script.src.includes('client-id='),
    );
    expect(new URL(sdk!.src).searchParams.get('locale'), 'PayPal speaks English too').to.equal('en_GB');
    await expect(element).to.be.accessible();
    await clearExpressTraces();
  });
});

describe('the counters in English', () => {
  afterEach(() => document.querySelectorAll('shop-cart-counter').forEach((counter) => counter.remove()));

  it('labels the count in English and follows a change of the attribute', async () => {
    const counter = document.createElement('shop-cart-counter');
    counter.setAttribute('locale', 'en-GB');
    document.body.append(counter);
    const label = () => counter.shadowRoot!.querySelector('[part="label"]')!;
    expect(label().textContent).to.match(/^Items in your basket: \d+$/);
    expect(label().getAttribute('lang')).to.equal('en');
    counter.setAttribute('locale', 'de');
    expect(label().textContent).to.match(/^Warenkorb: \d+ Artikel$/);
    await expect(counter).to.be.accessible();
  });
});

describe('the error screen in English', () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    root?.unmount();
    container?.remove();
  });

  it('says what happened and offers the report in English', async () => {
    await prepareLocale('en');
    container = document.createElement('div');
    container.lang = 'en';
    document.body.append(container);
    root = createRoot(container);
    root.render(
      <TextsContext.Provider value={createTexts('JS', 'en')}>
        <FragmentErrorScreen eventId="e-1" />
      </TextsContext.Provider>,
    );
    await waitUntil(() => container?.querySelector('[part="error-screen"]'), 'error screen', WAIT);
    const screen = container.querySelector('[part="error-screen"]')!;
    expect(screen.querySelector('h2')?.textContent).to.equal('We’re sorry!');
    expect(screen.textContent).to.contain('A technical error has occurred.');
    expect(screen.querySelector('button')?.textContent).to.equal('Report error');
    await expect(container).to.be.accessible();
  });
});
