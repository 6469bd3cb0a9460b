// The bundle's wait for a server-rendered page's first paint (src/cart/fragment/startup/after-first-paint.ts,
// elements/first-paint.ts; issue 19): on a page still loading whose carts the server rendered, React and
// the cart are evaluated (and hydrate) only after the browser has painted that markup; a cart rendering
// afresh waits for nothing.
import { expect } from '@open-wc/testing';
import {
  afterNextPaint,
  FIRST_PAINT_WAIT_LIMIT_MS,
  waitsForFirstPaint,
} from '../../src/cart/fragment/startup/after-first-paint.js';
import { resetCart } from '../helpers/reference-api.js';
import { openSsrFrame, removeSsrFrames, type FrameWindow } from '../helpers/ssr-frame.js';

/** What happens in `win` from now on: each frame the bundle asks for (and when it runs), and the element's definition. */
function watch(win: FrameWindow): string[] {
  const seen: string[] = [];
  const ask = win.requestAnimationFrame.bind(win);
  win.requestAnimationFrame = (callback) => {
    seen.push('frame asked for');
    return ask((time) => {
      seen.push('frame');
      callback(time);
    });
  };
  void win.customElements.whenDefined('shop-cart').then(() => seen.push('defined'));
  return seen;
}

describe("the bundle's wait for a server-rendered page's first paint", () => {
  afterEach(() => removeSsrFrames());

  it('is for pages still loading only (this one has loaded)', () => {
    expect(document.readyState).to.equal('complete');
    expect(waitsForFirstPaint(document)).to.equal(false);
  });

  it('ends in a task after the next frame', async () => {
    const seen: string[] = [];
    const waited = afterNextPaint(window).then(() => seen.push('waited'));
    requestAnimationFrame(() => seen.push('frame'));
    await waited;
    expect(seen).to.deep.equal(['frame', 'waited']);
  });

  it('ends at its limit where no frame comes (a page in the background)', async () => {
    const noFrames = {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
      requestAnimationFrame: () => 0,
    };
    const started = performance.now();
    await afterNextPaint(noFrames, 30);
    expect(performance.now() - started).to.be.at.least(29);
    expect(FIRST_PAINT_WAIT_LIMIT_MS).to.be.within(50, 200);
  });

  it('a server-rendered cart: the element is defined (and hydrates) after a frame has been painted', async () => {
    await resetCart();
    const data = await (await fetch('/api/test/startup-data?includeCart=true')).json();
    const page = await openSsrFrame(data, 'js=on&render=server');
    const seen = watch(page.win());
    await page.hydrate();
    expect(seen.slice(0, 3)).to.deep.equal(['frame asked for', 'frame', 'defined']);
    expect(page.root().querySelectorAll('[part="item"]').length, 'the cart is there').to.be.above(0);
    expect(page.errors).to.deep.equal([]);
  });

  it('a cart rendering afresh: the element is defined with no frame waited for', async () => {
    await resetCart();
    const data = await (await fetch('/api/test/startup-data?includeCart=true')).json();
    const page = await openSsrFrame(data, 'js=on&render=browser');
    const seen = watch(page.win());
    await page.hydrate();
    expect(seen[0]).to.equal('defined');
    expect(page.root().querySelectorAll('[part="item"]').length, 'the cart rendered').to.be.above(0);
    expect(page.errors).to.deep.equal([]);
  });
});
