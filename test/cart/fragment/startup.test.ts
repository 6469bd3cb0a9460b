import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { mountCart } from '../../../elements/shop-cart.js';
import { $, mountShopCart, shadow, textOf, waitForTiles } from '../../helpers/cart-fixture.js';
import { threeItemCart } from '../../helpers/carts.js';
import { warningsDuring } from '../../helpers/console.js';

/** Captures console.error calls while `run` goes on. */
async function capturingErrors(run: () => Promise<void>): Promise<unknown[][]> {
  const calls: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => calls.push(args);
  try {
    await run();
  } finally {
    console.error = original;
  }
  return calls;
}

async function expectStartupError(
  options: Parameters<typeof mountShopCart>[0],
  reason: string,
  says: RegExp,
) {
  const errors = await capturingErrors(async () => {
    const listener = oneEvent(window, 'shop-cart-error');
    const element = mountShopCart(options);
    const event = (await listener) as CustomEvent<{ reason: string }>;
    expect(event.detail.reason).to.equal(reason);
    expect(event.bubbles && event.composed).to.equal(true);
    expect(event.target).to.equal(element);
    // The event comes from an effect of the committed render: what it rendered is on the page now.
    expect(shadow(element).childElementCount, 'renders nothing').to.equal(0);
  });
  expect(errors).to.have.length(1);
  expect(String(errors[0]?.[0])).to.match(says);
}

describe('<shop-cart> start-up', () => {
  it('renders the cart from the start-up data at once', async () => {
    const element = mountShopCart({ data: { props: { cart: threeItemCart() } } });
    const tiles = await waitForTiles(element, 4);
    expect(tiles).to.have.length(4);
    expect(textOf($(element, '[part="title"]'))).to.equal('Warenkorb');
  });

  it('takes the tenant from the start-up data when the attribute is missing', async () => {
    const element = mountShopCart({
      attributes: {},
      data: { tenant: 'MD_CH', props: { cart: threeItemCart() } },
    });
    await waitForTiles(element, 4);
  });

  it('fails with reason missing-tenant when neither source names a tenant', async () => {
    await expectStartupError({ attributes: {}, data: { props: {} } }, 'missing-tenant', /tenant/);
  });

  it('fails with reason missing-tenant when there is no JSON child and no attribute', async () => {
    await expectStartupError({ attributes: {} }, 'missing-tenant', /tenant/);
  });

  it('fails with reason unknown-tenant for a tenant that does not exist', async () => {
    await expectStartupError({ attributes: { tenant: 'XX_YY' }, data: {} }, 'unknown-tenant', /XX_YY/);
  });

  it('lets the attribute win over the start-up data, so a wrong data tenant does not matter', async () => {
    const element = mountShopCart({
      attributes: { tenant: 'JS_AT' },
      data: { tenant: 'NOPE', props: { cart: threeItemCart() } },
    });
    await waitForTiles(element, 4);
  });

  it('fails with reason invalid-json when the JSON child does not parse', async () => {
    await expectStartupError({ data: '{ "tenant": "JS_DE", ' }, 'invalid-json', /JSON/);
  });

  it('fails with reason invalid-startup-data for data of the wrong shape', async () => {
    await expectStartupError(
      { data: { props: { newDesign: 'yes' } } },
      'invalid-startup-data',
      /start-up data.*newDesign/,
    );
  });

  it('starts in the default mode and layout, with a warning, for a mode or layout it does not know', async () => {
    await warningsDuring(async (warnings) => {
      const element = mountShopCart({
        data: { props: { cart: threeItemCart(), mode: 'bargain', itemLayout: 'carousel' } },
      });
      await waitForTiles(element, 4);
      await waitUntil(() => warnings.length === 2, 'two warnings');
      expect(warnings[0]).to.match(/unknown mode "bargain"; using shopping/);
      expect(warnings[1]).to.match(/unknown itemLayout "carousel"; using current/);
    });
  });

  it('ignores a tenant configuration of the wrong shape with a warning and shows the cart', async () => {
    await warningsDuring(async (warnings) => {
      const element = mountShopCart({
        data: { props: { cart: threeItemCart(), tenantConfig: { noOfExperiences: 'viele' } } },
      });
      await waitForTiles(element, 4);
      await waitUntil(() => warnings.length === 1, 'one warning');
      expect(warnings[0]).to.match(/tenantConfig in the start-up data is invalid.*noOfExperiences/);
    });
  });

  it('shows the old design title when newDesign is false', async () => {
    const element = mountShopCart({ data: { props: { cart: threeItemCart(), newDesign: false } } });
    await waitForTiles(element);
    expect(textOf($(element, '[part="title"]'))).to.equal('Deine Bestellung');
  });

  it('keeps every style inside the shadow root and host styles outside', async () => {
    const hostStyle = document.createElement('style');
    hostStyle.textContent = 'h1, h3 { color: rgb(0, 255, 0) !important; } button { display: none; }';
    document.head.append(hostStyle);
    const headStyles = document.head.querySelectorAll('style').length;
    try {
      const element = mountShopCart({ data: { props: { cart: threeItemCart() } } });
      await waitForTiles(element);
      expect(document.head.querySelectorAll('style').length, 'no style reaches document.head').to.equal(
        headStyles,
      );
      // The styles are the shadow root's adopted sheets (static rules first, Emotion's run-time ones after).
      expect(shadow(element).adoptedStyleSheets[0]?.cssRules.length).to.be.greaterThan(0);
      expect(document.adoptedStyleSheets, 'no sheet adopted by the page').to.deep.equal([]);
      const title = $(element, '[part="title"]')!;
      expect(getComputedStyle(title).color).not.to.equal('rgb(0, 255, 0)');
      expect(getComputedStyle($(element, '[part="next-step"]')!).display).not.to.equal('none');
    } finally {
      hostStyle.remove();
    }
  });

  it('keeps working and styled when the element moves in the page', async () => {
    const element = mountShopCart({ data: { props: { cart: threeItemCart() } } });
    await waitForTiles(element, 4);
    const nextStep = () => $(element, '[part="next-step"]')!;
    const styledBackground = getComputedStyle(nextStep()).backgroundColor;
    const elsewhere = document.createElement('div');
    document.body.append(elsewhere);
    elsewhere.append(element);
    await waitForTiles(element, 4);
    await waitUntil(
      () => getComputedStyle(nextStep()).backgroundColor === styledBackground,
      'styles survive a move',
    );
    elsewhere.remove();
  });

  it('keeps two carts of different brands apart on one page', async () => {
    const first = mountShopCart({
      attributes: { tenant: 'JS_DE' },
      data: { props: { cart: threeItemCart() } },
    });
    const second = mountShopCart({
      attributes: { tenant: 'MD_AT' },
      data: { props: { cart: threeItemCart(), newDesign: false } },
    });
    await waitForTiles(first, 4);
    await waitForTiles(second, 4);
    expect(textOf($(first, '[part="title"]'))).to.equal('Warenkorb');
    expect(textOf($(second, '[part="title"]'))).to.equal('Deine Bestellung');
  });

  it('does not throw when another build of the entry is loaded twice more', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    for (const copy of ['a', 'b']) {
      const url = `/bundles/shop-cart.js?copy=${copy}`;
      await import(/* @vite-ignore */ url);
    }
    window.removeEventListener('error', onError);
    expect(errors).to.deep.equal([]);
    expect(customElements.get('shop-cart')).to.be.a('function');
  });
});

describe('mountCart(container, data)', () => {
  it('throws without a container', () => {
    expect(() => mountCart(null, { tenant: 'JS_DE' })).to.throw(/container/);
  });

  it('throws without fragment data', () => {
    expect(() => mountCart(document.createElement('div'), undefined)).to.throw(/data/);
  });

  it("renders the cart into the container's shadow root", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const mounted = mountCart(container, { tenant: 'JS_DE', props: { cart: threeItemCart() } });
    await waitUntil(() => container.shadowRoot?.querySelectorAll('[part="item"]').length === 4);
    mounted.unmount();
    container.remove();
  });
});
