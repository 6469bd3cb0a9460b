// Item images load 200 px before they come into view (spec point 9), with their box sized from the start.
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { $$, removeMounted } from '../../helpers/cart-fixture.js';
import { mountMoneyCart } from '../../helpers/money-cart.js';

const images = (element: Element) => $$<HTMLImageElement>(element, '[part="item"] [data-area="image"] img');
const below = (image: Element) => image.getBoundingClientRect().top - window.innerHeight;

describe('item images', () => {
  beforeEach(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => {
    removeMounted();
    window.scrollTo(0, 0);
  });

  it('loads an image once its tile is within 200 px of the viewport, not before', async () => {
    const { element } = await mountMoneyCart({ seed: 'large' });
    const all = images(element);
    expect(all.length, 'a long cart').to.be.greaterThan(10);
    // Rendered afresh, in a page that runs JavaScript: no <noscript> copy beside each image (only server
    // markup carries one, for a page without JavaScript).
    expect($$(element, '[part="item"] [data-area="image"] noscript')).to.have.length(0);
    expect(all.length, 'one image per tile').to.equal($$(element, '[part="item"]').length);
    // Every image has its box before it loads: nothing moves when it arrives.
    for (const image of all) expect(image.getBoundingClientRect().height).to.be.greaterThan(0);
    const near = all.filter((image) => below(image) < 150);
    const far = all.filter((image) => below(image) > 260);
    expect(near.length).to.be.greaterThan(0);
    expect(far.length).to.be.greaterThan(0);
    await waitUntil(() => near.every((image) => image.getAttribute('src')), 'the images near the view load');
    // The observers have answered for the near ones; the far ones have no address yet.
    expect(far.map((image) => image.getAttribute('src'))).to.deep.equal(far.map(() => null));
    // Scrolled so that one far image is 100 px below the view: it loads.
    const next = far[0]!;
    window.scrollBy(0, below(next) - 100);
    await waitUntil(() => next.getAttribute('src'), 'the image within 200 px loads');
    const stillFar = far.filter((image) => below(image) > 260);
    expect(stillFar.length).to.be.greaterThan(0);
    expect(stillFar.every((image) => image.getAttribute('src') === null)).to.equal(true);
  });
});
