// The express checkout area: when it loads, what it shows, the availability checks, where the providers'
// buttons live, and what happens when a provider's script does not come.
import { expect, waitUntil } from '@open-wc/testing';
import { resetCart, serverCart } from '../helpers/reference-api.js';
import { choose } from '../helpers/cart-fixture.js';
import {
  ExpressPage,
  expressPageEachTest,
  STAND_IN_PAYMENTS,
  calls,
  setStandIns,
  type Provider,
} from '../helpers/express-page.js';
import { armAnswer } from '../helpers/express-storage.js';

const ALL: Provider[] = ['stripe', 'paypal', 'amazonPay'];
const isPaymentTraffic = (path: string) => /\/api\/payment-methods\/|\/test-providers\//.test(path);

describe('express checkout area', () => {
  let page: ExpressPage | undefined;
  expressPageEachTest();

  it('shows "Mit 1-Klick bezahlen", one button per available express type and "oder"', async () => {
    const cart = await resetCart();
    page = await ExpressPage.open(cart);
    await page.buttonsShown(ALL);
    expect(page.heading()).to.equal('Mit 1-Klick bezahlen');
    expect(page.separator()).to.equal('oder');
    expect(page.button('stripe')?.textContent).to.equal('Google Pay');
    expect(page.button('paypal')?.textContent).to.equal('PayPal');
    expect(page.button('amazonPay')?.textContent).to.equal('Amazon Pay');
  });

  it('puts the providers’ buttons into the host’s light DOM, shown through named slots in the summary', async () => {
    const cart = await resetCart();
    page = await ExpressPage.open(cart);
    await page.buttonsShown(ALL);
    const slots = [...page.area()!.querySelectorAll('slot')].map((slot) => slot.name);
    expect(slots).to.deep.equal(['express-stripe', 'express-paypal', 'express-amazonPay']);
    for (const provider of ALL) {
      const container = page.container(provider)!;
      expect(container.parentElement, provider).to.equal(page.element);
      expect(container.slot, provider).to.equal(`express-${provider}`);
      const slot = page.area()!.querySelector<HTMLSlotElement>(`slot[name="express-${provider}"]`)!;
      expect(slot.assignedElements(), provider).to.deep.equal([container]);
    }
    // Nothing of the providers inside the shadow root; the start-up data is still the element's first child.
    expect(page.root!.querySelector('[data-stand-in], iframe, script')).to.equal(null);
    expect(page.element!.firstElementChild!.matches('script[type="application/json"]')).to.equal(true);
  });

  it('stays empty without buttons: no heading, no "oder"', async () => {
    const cart = await resetCart();
    await setStandIns({
      stripe: { wallet: 'none' },
      paypal: { script: 'fail' },
      amazonPay: { script: 'fail' },
    });
    page = await ExpressPage.open(cart);
    // Settled: the wallet said it has none, Amazon Pay's failed script is gone, PayPal's loader gave up.
    await waitUntil(() => page!.standIns.stripe?.groups.length === 1, 'the wallet was asked', {
      timeout: 8000,
    });
    await waitUntil(
      () =>
        !page!.doc.querySelector('script[src*="amazon-checkout"]') &&
        page!.doc.querySelector('script[src*="paypal-sdk"]'),
      'failed scripts',
      { timeout: 8000 },
    );
    expect(page.heading()).to.equal(null);
    expect(page.separator()).to.equal(null);
    expect(ALL.map((provider) => page!.shows(provider))).to.deep.equal([false, false, false]);
  });

  const paymentTraffic = (page: ExpressPage) =>
    page.view.performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter(isPaymentTraffic);

  it('loads nothing before the page is idle, then at once when the area is near the viewport', async () => {
    const cart = await resetCart();
    page = await ExpressPage.open(cart, { holdIdle: true });
    // Rendered, effects run, two frames later: still nothing of the payments.
    await new Promise((resolve) =>
      page!.view.requestAnimationFrame(() => page!.view.requestAnimationFrame(resolve)),
    );
    expect(paymentTraffic(page)).to.deep.equal([]);
    expect(page.container('stripe')).to.equal(null);
    page.view.releaseIdle!();
    await page.buttonsShown(ALL);
    expect(paymentTraffic(page).length).to.be.greaterThan(0);
  });

  it('far below the viewport, waits for a later idle moment', async () => {
    const cart = await resetCart();
    page = await ExpressPage.open(cart, { holdIdle: true, scroll: false });
    await waitUntil(() => page!.view.heldIdle!() === 1, 'the first idle callback');
    page.view.releaseIdle!();
    // Not near the viewport: a later idle moment is asked for, and nothing loads until it comes.
    await waitUntil(() => page!.view.heldIdle!() === 1, 'a later idle callback', { timeout: 6000 });
    expect(paymentTraffic(page)).to.deep.equal([]);
    page.view.releaseIdle!();
    await page.buttonsShown(ALL);
  });

  it('offers only providers with a fitting configuration, and warns about the ones that do not fit', async () => {
    const cart = await resetCart();
    const payments = { ...STAND_IN_PAYMENTS, stripe: { publishableKey: '' }, amazonPay: 'on', nextUrl: null };
    // Idle held: the area (which reads the entries) loads only once the warnings are watched.
    page = await ExpressPage.open(cart, { payments, holdIdle: true });
    const warnings: string[] = [];
    const original = page.view.console.warn;
    page.view.console.warn = (...args: unknown[]) => {
      warnings.push(String(args[0]));
      original.apply(page!.view.console, args);
    };
    // The slot asks for its idle moment in an effect after the first paint, which can come after the
    // items show: released before it asked, the request would be held for good and nothing would load.
    await waitUntil(() => page!.view.heldIdle!() === 1, 'the first idle callback');
    page.view.releaseIdle!();
    await page.buttonsShown(['paypal']);
    expect(warnings.join('\n'))
      .to.match(/payments\.stripe .* not offered/)
      .and.match(/payments\.amazonPay .* not offered/);
    expect(warnings.join('\n'), 'null is absent, not wrong').not.to.contain('nextUrl');
    expect(page.container('stripe')).to.equal(null);
    expect(page.container('amazonPay')).to.equal(null);
    expect(page.doc.querySelector('script[src*="stripe"]')).to.equal(null);
    const checked = (await calls()).filter(({ path }) => path.includes('/api/payment-methods/'));
    expect(checked.map(({ path }) => path)).to.deep.equal([
      '/api/payment-methods/paypalExpress/availability',
    ]);
  });

  for (const [name, payments] of [
    ['null', null],
    ['a string', 'stripe'],
    ['an array', [STAND_IN_PAYMENTS]],
  ] as const) {
    it(`payments that are ${name}: the cart starts as usual and offers no express payment`, async () => {
      const cart = await resetCart();
      page = await ExpressPage.open(cart, { payments, holdIdle: true });
      expect(page.root!.querySelectorAll('[part="item"]').length).to.be.greaterThan(0);
      expect(page.area(), 'the slot stays, the sticky bar’s target').to.not.equal(null);
      // Rendered, effects run: without payments the slot asks for no idle moment (with them it asks for
      // one, see 'far below the viewport'), so nothing of the payments will ever load.
      await new Promise((resolve) =>
        page!.view.requestAnimationFrame(() => page!.view.requestAnimationFrame(resolve)),
      );
      expect(page.view.heldIdle!()).to.equal(0);
      expect(page.area()!.childElementCount).to.equal(0);
      expect(page.doc.querySelector('[data-shop-cart-express]')).to.equal(null);
    });
  }

  it('checks availability with the total and the shipping method, and again when the total changes', async () => {
    const cart = await resetCart();
    page = await ExpressPage.open(cart, { payments: { paypal: STAND_IN_PAYMENTS.paypal } });
    await page.buttonsShown(['paypal']);
    const checks = async () =>
      (await calls()).filter(({ path }) => path === '/api/payment-methods/paypalExpress/availability');
    expect((await checks()).map(({ query }) => query)).to.deep.equal([
      { totalAmount: String(cart.total.gross.amount), shippingMethod: cart.shipping!.method },
    ]);
    const item = cart.items.find((candidate) => !candidate.appointment)!;
    choose(
      page.root!.querySelector<HTMLSelectElement>(`[data-item-id="${item.id}"] select`)!,
      String(item.quantity + 1),
    );
    await waitUntil(async () => (await checks()).length === 2, 'checked again', { timeout: 5000 });
    const [, again] = await checks();
    expect(Number(again!.query.totalAmount)).to.equal((await serverCart()).total.gross.amount);
  });

  it('hides a type the server does not offer; the others stay', async () => {
    const cart = await resetCart();
    await armAnswer('/api/payment-methods/amazonPayExpress/availability', {
      paymentType: 'amazonPayExpress',
      available: false,
    });
    page = await ExpressPage.open(cart);
    await page.buttonsShown(['stripe', 'paypal']);
  });

  it('offers the wallet the device has: none, Apple Pay, or both', async () => {
    for (const [wallet, texts] of [
      ['none', []],
      ['applePay', ['Apple Pay']],
      ['both', ['Apple Pay', 'Google Pay']],
    ] as const) {
      const cart = await resetCart();
      await setStandIns({ stripe: { wallet } });
      page?.remove();
      page = await ExpressPage.open(cart);
      await page.buttonsShown(wallet === 'none' ? ['paypal', 'amazonPay'] : ALL, wallet);
      const buttons = [...(page.container('stripe')?.querySelectorAll('button') ?? [])];
      expect(
        buttons.map((button) => button.textContent),
        wallet,
      ).to.deep.equal([...texts]);
    }
  });

  for (const provider of ALL) {
    for (const script of ['fail', 'no-global'] as const) {
      it(`a ${provider} script that ${script === 'fail' ? 'fails to load' : 'defines nothing'} hides its button quietly`, async () => {
        const cart = await resetCart();
        await setStandIns({ [provider]: { script } });
        page = await ExpressPage.open(cart);
        await page.buttonsShown(ALL.filter((other) => other !== provider));
        expect(page.error()).to.equal(null);
        expect(page.heading()).to.equal('Mit 1-Klick bezahlen');
        // The failed script element is gone again, so a later load tries afresh.
        if (provider !== 'paypal') {
          expect(
            page.doc.querySelector(`script[src*="${provider === 'stripe' ? 'stripe' : 'amazon'}"]`),
          ).to.equal(null);
        }
      });
    }
  }

  /** The cart on a phone, not scrolled: the express area far below the fold, with its buttons. */
  async function openOnPhone() {
    const cart = await resetCart();
    page = await ExpressPage.open(cart, { scroll: false, size: { width: 390, height: 700 } });
    // Far below the fold: the area loads on a later idle moment.
    await page.buttonsShown(ALL);
    const bar = page.root!.querySelector<HTMLElement>('[part="sticky-bar"]')!;
    return { phone: page, area: page.area()!, bar };
  }

  it('is reached from the sticky bar on a narrow screen: scrolled into view, its heading focused', async () => {
    const { phone, area, bar } = await openOnPhone();
    expect(area.getBoundingClientRect().top, 'below the fold').to.be.greaterThan(700);
    bar.querySelector<HTMLButtonElement>('[data-action="to-express"]')!.click();
    await waitUntil(
      () =>
        area.getBoundingClientRect().top >= -1 &&
        area.getBoundingClientRect().top < bar.getBoundingClientRect().top - 48,
      'the area in view above the bar',
      { timeout: 5000 },
    );
    const focused = phone.root!.activeElement;
    expect(focused?.textContent).to.equal('Mit 1-Klick bezahlen');
    expect(area.contains(focused ?? null)).to.equal(true);
  });

  it('arrives at the area when the page above it grows during the smooth scroll', async () => {
    const { phone, area, bar } = await openOnPhone();
    bar.querySelector<HTMLButtonElement>('[data-action="to-express"]')!.click();
    // A host's banner above the cart loads its image while the page scrolls: the area moves down by 600 px.
    const view = phone.frame.contentWindow!;
    await new Promise((resolve) => view.requestAnimationFrame(resolve));
    const banner = phone.doc.createElement('div');
    banner.style.height = '600px';
    phone.element!.before(banner);
    await waitUntil(
      () =>
        Math.abs(area.getBoundingClientRect().top) <= 1 &&
        area.getBoundingClientRect().top < bar.getBoundingClientRect().top - 48,
      'the area at the top, above the bar',
      { timeout: 5000 },
    );
  });

  it('puts the element’s nonce on the providers’ script elements', async () => {
    const cart = await resetCart();
    page = await ExpressPage.open(cart, { nonce: 'n0nce-7' });
    await page.buttonsShown(ALL);
    const scripts = [...page.doc.querySelectorAll<HTMLScriptElement>('script[src*="/test-providers/"]')];
    expect(scripts).to.have.length(3);
    for (const script of scripts) expect(script.nonce, script.src).to.equal('n0nce-7');
  });

  it('under Trusted Types, Stripe and Amazon Pay load through the element’s policy; PayPal needs the host’s', async () => {
    const cart = await resetCart();
    page = await ExpressPage.open(cart, { fixture: 'cart-page-trusted-types.html' });
    await page.buttonsShown(['stripe', 'amazonPay'], 'PayPal’s loader is refused without a default policy');
    page.remove();
    page = await ExpressPage.open(cart, { fixture: 'cart-page-trusted-types.html?hostPolicy=1' });
    await page.buttonsShown(ALL);
  });
});
