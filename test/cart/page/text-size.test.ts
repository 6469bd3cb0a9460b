// The cart follows the reader's text size (rem, not px): at 200 % browser text size it is usable and no
// text is clipped.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { removeMounted, shadow } from '../../helpers/cart-fixture.js';
import { mountMoneyCart } from '../../helpers/money-cart.js';

/** Elements whose overflow is cut off and whose text does not fit (the visually hidden ones are meant to). */
function clippedTexts(root: ShadowRoot): string[] {
  return [...root.querySelectorAll<HTMLElement>('*')]
    .filter((node) => !node.closest('[data-visually-hidden]') && (node.textContent ?? '').trim() !== '')
    .filter((node) => {
      const style = getComputedStyle(node);
      const cuts = (value: string) => value === 'hidden' || value === 'clip';
      if (style.display === 'none' || style.visibility === 'hidden') return false;
      const width = cuts(style.overflowX) || style.textOverflow === 'ellipsis';
      const height = cuts(style.overflowY);
      return (
        (width && node.scrollWidth > node.clientWidth + 1) ||
        (height && node.scrollHeight > node.clientHeight + 1)
      );
    })
    .map((node) => `<${node.tagName.toLowerCase()}> ${(node.textContent ?? '').trim().slice(0, 40)}`);
}

describe('text size', () => {
  afterEach(async () => {
    removeMounted();
    document.documentElement.style.fontSize = '';
    await setViewport({ width: 800, height: 600 });
  });

  for (const width of [390, 1100]) {
    it(`follows 200 % browser text size without clipped text (${width} px wide)`, async () => {
      await setViewport({ width, height: 800 });
      // What the browser's text-size setting changes: the root font size (16 px by default).
      document.documentElement.style.fontSize = '200%';
      const { element } = await mountMoneyCart({ loggedIn: true });
      expect(getComputedStyle(element).fontSize, "the cart's text size").to.equal('32px');
      const root = shadow(element);
      const title = root.querySelector('[part="item"] h3');
      expect(parseFloat(getComputedStyle(title!).fontSize)).to.be.greaterThan(24);
      expect(clippedTexts(root)).to.deep.equal([]);
      // Still usable: the next step is on the page, within its width.
      const next = root.querySelector('[part="next-step"]')!.getBoundingClientRect();
      expect(next.width).to.be.greaterThan(0);
      expect(next.right).to.be.at.most(document.documentElement.clientWidth + 1);
      await expect(element).to.be.accessible();
    });
  }
});
