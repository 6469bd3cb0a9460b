// Item images of a server-rendered <shop-cart> (test/plugins/ssr-page.mjs, renderShopCart): without
// JavaScript the server markup shows them (a <noscript> copy); with JavaScript that copy is never
// fetched, hydration keeps the nodes without a warning, and the images load 200 px before they come into
// view (spec point 9).
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '../../../src/domain/index.js';
import { resetCart } from '../../helpers/reference-api.js';
import { openSsrFrame, removeSsrFrames, type SsrFrame } from '../../helpers/ssr-frame.js';

/** Start-up data with the visitor's cart as the server holds it. */
async function startupData() {
  return (await (await fetch('/api/test/startup-data?includeCart=true')).json()) as {
    props: { cart: Cart };
  };
}

const imageAreas = (page: SsrFrame) => [
  ...page.root().querySelectorAll<HTMLAnchorElement>('[part="item"] [data-area="image"]'),
];
/** The image the cart loads itself (not the <noscript> copy). */
const lazyImages = (page: SsrFrame) => imageAreas(page).map((area) => area.querySelector(':scope > img')!);

describe('server-rendered item images', () => {
  afterEach(removeSsrFrames);

  it('show without JavaScript: each tile’s image, from the server markup, fills its box', async () => {
    await resetCart({ seed: 'default' });
    const data = await startupData();
    const page = await openSsrFrame(data, 'js=off');
    expect(page.win().customElements.get('shop-cart'), 'no script ran').to.equal(undefined);
    const areas = imageAreas(page);
    expect(areas.length, 'a tile per item or ticket').to.be.greaterThan(3);
    // The addresses of the cart's products, as the server's answer has them.
    const expected = new Set(data.props.cart.items.map((item) => item.product.image?.url));
    const shown = areas.map((area) => area.querySelector('img')!);
    expect(new Set(shown.map((image) => image.getAttribute('src')))).to.deep.equal(expected);
    await waitUntil(
      () => shown.every((image) => image.complete && image.naturalWidth > 0),
      'the images arrived',
      { timeout: 8000 },
    );
    for (const [index, area] of areas.entries()) {
      const box = area.getBoundingClientRect();
      const image = shown[index]!.getBoundingClientRect();
      expect(box.height, 'the image box').to.be.greaterThan(20);
      expect([image.left, image.top, image.width], `image ${index}`).to.deep.equal([
        box.left,
        box.top,
        box.width,
      ]);
      expect(Math.abs(image.height - box.height), `image ${index} fills its box`).to.be.below(1);
    }
  });

  it('with JavaScript: no copy is fetched, hydration warns of nothing, and images load 200 px before view', async () => {
    await resetCart({ seed: 'large' });
    const page = await openSsrFrame(await startupData(), 'js=on', { size: { width: 800, height: 600 } });
    const win = page.win();
    const before = lazyImages(page);
    expect(before.length, 'a long cart').to.be.greaterThan(10);
    // Before the element's script ran: the server's images wait for it, and the <noscript> copies are
    // text, no image element that could be fetched.
    expect(before.map((image) => image.getAttribute('src'))).to.deep.equal(before.map(() => null));
    const copies = imageAreas(page).map((area) => area.querySelector(':scope > noscript'));
    expect(copies.every((copy) => copy !== null && copy.children.length === 0)).to.equal(true);
    expect(copies[0]!.textContent).to.contain('<img');

    await page.hydrate();

    const images = lazyImages(page);
    expect(images.length).to.equal(before.length);
    expect(
      images.every((image, index) => image === before[index]),
      'hydration kept the server’s image nodes',
    ).to.equal(true);
    const kept = imageAreas(page).map((area) => area.querySelector(':scope > noscript'));
    expect(
      kept.every((copy, index) => copy === copies[index]),
      'hydration kept the <noscript> copies',
    ).to.equal(true);
    const below = (image: Element) => image.getBoundingClientRect().top - win.innerHeight;
    const near = images.filter((image) => below(image) < 150);
    const far = images.filter((image) => below(image) > 260);
    expect(near.length).to.be.greaterThan(0);
    expect(far.length).to.be.greaterThan(0);
    await waitUntil(() => near.every((image) => image.getAttribute('src')), 'the images near the view load', {
      timeout: 5000,
    });
    expect(far.map((image) => image.getAttribute('src'))).to.deep.equal(far.map(() => null));
    // Scrolled so that one far image is 100 px below the view: it loads, the ones further down do not.
    const next = far[0]!;
    win.scrollBy(0, below(next) - 100);
    await waitUntil(() => next.getAttribute('src'), 'the image within 200 px loads', { timeout: 5000 });
    const stillFar = far.filter((image) => below(image) > 260);
    expect(stillFar.length).to.be.greaterThan(0);
    expect(stillFar.map((image) => image.getAttribute('src'))).to.deep.equal(stillFar.map(() => null));
    expect(page.errors, 'no hydration warning').to.deep.equal([]);
  });
});
