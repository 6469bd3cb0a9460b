// The elements inside a React 19 host app (the demo's ShopHost): React sets the props as properties
// (tenant, productIds), listens to `shop-cart-error` through an `onshop-cart-error` prop, and the app
// hears the window events. The elements come from this test's bundle, the app renders them as JSX.
import { expect, waitUntil } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import '../../elements/shop-cart.js';
import '../../elements/shop-cart-counter.js';
import '../../elements/shop-wishlist-counter.js';
import { ShopHost } from '../../demo/react-host/ShopHost.js';
import { euro, waitForTiles } from '../helpers/cart-fixture.js';
import { resetCart } from '../helpers/reference-api.js';
import { textOf as text } from '../helpers/text.js';
import { clearBrowserStorage } from '../helpers/storage-faults.js';

const roots: { root: Root; container: HTMLElement }[] = [];

function renderHost(element: React.ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(element));
  roots.push({ root, container });
  return { container, root };
}

const countOf = (counter: Element | null) => text(counter?.shadowRoot?.querySelector('[part="label"]'));

describe('the elements in a React 19 host app', () => {
  beforeEach(clearBrowserStorage);
  afterEach(() => {
    for (const { root, container } of roots.splice(0)) {
      // Out of the page first: the elements unmount their own roots when disconnected. Here they share
      // the test bundle's React with the app, which warns when a root unmounts inside another's render.
      container.remove();
      root.unmount();
    }
  });

  it('renders the cart and counters from props, and the app hears the window events', async () => {
    const cart = await resetCart({ seed: 'default' });
    const data = { props: { cart } };
    const { container, root } = renderHost(
      <ShopHost tenant="JS_DE" startupData={data} wishlist={['p-1', 'p-2', 'p-3']} />,
    );
    const shopCart = container.querySelector('shop-cart')!;
    expect(shopCart.tenant, 'React set the property').to.equal('JS_DE');
    await waitForTiles(shopCart);
    const wishlist = container.querySelector('shop-wishlist-counter')!;
    expect(wishlist.productIds).to.deep.equal(['p-1', 'p-2', 'p-3']);
    expect(countOf(wishlist)).to.equal('Merkzettel: 3 Artikel');
    const items = cart.items.reduce((sum, item) => sum + item.quantity, 0);
    await waitUntil(
      () => text(container.querySelector('[data-host="cart-status"]')).includes(`${items} Artikel`),
      'the app heard shop:cart-change',
    );
    expect(text(container.querySelector('[data-host="cart-status"]'))).to.contain(
      euro(cart.total.gross.amount),
    );
    expect(countOf(container.querySelector('shop-cart-counter'))).to.equal(`Warenkorb: ${items} Artikel`);

    // A new prop value reaches the element as a property.
    flushSync(() => root.render(<ShopHost tenant="JS_DE" startupData={data} wishlist={['p-9']} />));
    expect(countOf(wishlist)).to.equal('Merkzettel: 1 Artikel');
    await expect(container).to.be.accessible();
  });

  it('hands shop-cart-error to the app through an onshop-cart-error prop', async () => {
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    let container: HTMLElement;
    try {
      ({ container } = renderHost(<ShopHost tenant="XX_YY" startupData={{ props: {} }} />));
      await waitUntil(
        () => container.querySelector('[data-host="startup-error"]'),
        'the app shows the error',
      );
    } finally {
      console.error = original;
    }
    expect(
      logged.map((args) => String(args[0])),
      'the one console error',
    ).to.deep.equal(['shop-cart: unknown tenant "XX_YY"']);
    expect(text(container.querySelector('[data-host="startup-error"]'))).to.contain('unknown-tenant');
    expect(container.querySelector('shop-cart')?.shadowRoot?.children.length ?? 0).to.equal(0);
  });
});
