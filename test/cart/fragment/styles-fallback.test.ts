// Browsers without constructed stylesheets (before Safari 16.4, Firefox 101): the static rules go into a
// <style> with the host's nonce, first in the shadow root, and nothing is inserted twice.
import { expect } from '@open-wc/testing';
import { threeItemCart } from '../../helpers/carts.js';
import { $, mountShopCart, removeMounted, waitForTiles } from '../../helpers/cart-fixture.js';

const ADOPTED = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets');

describe('<shop-cart> styles without constructed stylesheets', () => {
  beforeEach(() => {
    // As in a browser that has no adoptedStyleSheets on shadow roots.
    delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
  });
  afterEach(() => {
    if (ADOPTED) Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', ADOPTED);
    removeMounted();
  });

  it('puts the static rules in one <style nonce> first in the shadow root, styled as usual', async () => {
    const element = mountShopCart({ data: { nonce: 'n-fallback', props: { cart: threeItemCart() } } });
    await waitForTiles(element);
    const root = element.shadowRoot!;
    const styles = [...root.querySelectorAll('style')];
    expect(styles.length, 'one style element: every rule of the render is static').to.equal(1);
    expect(root.firstElementChild).to.equal(styles[0]);
    expect(styles[0]!.hasAttribute('data-shop-cart-styles')).to.equal(true);
    expect(styles[0]!.nonce).to.equal('n-fallback');
    expect(getComputedStyle($(element, '[part="next-step"]')!).backgroundColor).to.equal('rgb(163, 18, 58)');
    expect(getComputedStyle($(element, '[part="item"]')!).borderTopStyle).to.equal('solid');
  });
});
