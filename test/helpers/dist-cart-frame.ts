// A shop page with the production bundle (dist/shop-cart.js) in an iframe, under URLs no earlier page used:
// no chunk can come from the memory cache of an earlier page, and its resource timing shows what it asked for.
import { waitUntil } from '@open-wc/testing';
import { showsWholeCart } from './whole-cart.js';

/** Opens the page with `data` as the cart's start-up data; resolves once the whole cart shows. */
export async function openDistCartFrame(data = '{}'): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.title = 'Warenkorb';
  const fresh = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  frame.src = `/test/helpers/cart-page.html?bundle=dist&fresh=${fresh}&data=${encodeURIComponent(data)}`;
  document.body.append(frame);
  const root = () => frame.contentDocument?.querySelector('shop-cart')?.shadowRoot;
  await waitUntil(() => showsWholeCart(root()), 'cart rendered', { timeout: 10000 });
  return frame;
}
