// The two demo host pages with the production bundles of dist/: the plain HTML shop page
// (demo/index.html, whose panel writes the server's wishlist into the counter as its JSON child) and the
// React 19 host app (demo/react-host/, built into demo/build/ by `npm run build`).
import { expect, waitUntil } from '@open-wc/testing';
import { resetCart } from '../helpers/reference-api.js';
import { textOf } from '../helpers/text.js';
import { showsWholeCart } from '../helpers/whole-cart.js';

const SERVER_WISHLIST = ['w-1', 'w-2', 'w-3'];

describe('host pages with the built bundles', () => {
  let frame: HTMLIFrameElement;
  const doc = () => frame.contentDocument!;
  const counterLabel = (tag: string) =>
    textOf(doc().querySelector(tag)?.shadowRoot?.querySelector('[part="label"]'));
  const cartRoot = () => doc().querySelector('shop-cart')?.shadowRoot;

  async function open(path: string) {
    frame = document.createElement('iframe');
    frame.title = 'Demo-Shop';
    frame.style.width = '1200px';
    frame.style.height = '900px';
    frame.src = path;
    document.body.append(frame);
    await waitUntil(() => showsWholeCart(cartRoot()), 'cart rendered', {
      timeout: 10000,
    });
  }

  beforeEach(async () => {
    localStorage.clear();
    // A logged-in visitor whose server wishlist was filled elsewhere: nothing of it is in this browser.
    await resetCart({ loggedIn: true, wishlist: SERVER_WISHLIST });
  });
  afterEach(() => frame.remove());

  it('demo/index.html: the wishlist counter shows the server wishlist from the start', async () => {
    await open('/demo/index.html');
    await waitUntil(
      () => counterLabel('shop-wishlist-counter') === 'Merkzettel: 3 Artikel',
      'counter shows 3',
      {
        timeout: 5000,
      },
    );
    const child = doc().querySelector('shop-wishlist-counter > script[type="application/json"]');
    expect(JSON.parse(child?.textContent ?? 'null')).to.deep.equal({ productIds: SERVER_WISHLIST });
  });

  it('demo/react-host/: the React app renders the elements, hears their events and follows a move', async () => {
    await open('/demo/react-host/index.html');
    expect(frame.contentWindow?.customElements.get('shop-cart')).to.be.a('function');
    await waitUntil(
      () => counterLabel('shop-wishlist-counter') === 'Merkzettel: 3 Artikel',
      'counter shows 3',
      {
        timeout: 5000,
      },
    );
    const status = () => textOf(doc().querySelector('[data-host="cart-status"]'));
    await waitUntil(() => status().includes('Artikel'), 'the app heard shop:cart-change', { timeout: 5000 });
    cartRoot()!.querySelector<HTMLButtonElement>('[data-action="move-to-wishlist"]')!.click();
    await waitUntil(
      () => counterLabel('shop-wishlist-counter') === 'Merkzettel: 4 Artikel',
      'counter shows 4',
      {
        timeout: 5000,
      },
    );
    await waitUntil(() => status().includes('Merkzettel: 4'), 'the app heard shop:wishlist-change');
  });
});
