// A fresh cart's first render and the Intl warm-up's worker (src/cart/first-paint/warm-up-on-load.ts,
// issue 19): the render waits until the worker says it runs, fails, or the wait's limit has passed, and a
// cart removed meanwhile never renders. A stand-in worker (test/helpers/intl-warm-up-stub.worker.js) says
// that it runs only when the test lets it. Which pages start the real one: test/cart/first-paint/intl-warm-up.test.ts.
import { expect, waitUntil } from '@open-wc/testing';
import { STYLE_MARK } from '../../../src/cart/fragment/render/fragment-styles.js';
import {
  afterIntlWarmUpRuns,
  rendersAfreshWhileLoading,
  startEarlyIntlWarmUp,
} from '../../../src/cart/first-paint/warm-up-on-load.js';

const STUB = new URL('/test/helpers/intl-warm-up-stub.worker.js', location.href);
/** A limit no test reaches: what releases the renders is the worker. */
const NEVER = 60_000;

/** Answers once `worker` runs its script and has read every message posted to it before. */
function running(worker: Worker): Promise<void> {
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve) => {
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    worker.postMessage({ ping: port2 }, [port2]);
  });
}

describe("a fresh cart's first render and the Intl warm-up", () => {
  const workers: Worker[] = [];
  afterEach(() => workers.splice(0).forEach((worker) => worker.terminate()));

  const start = (url = STUB): Worker => {
    const worker = startEarlyIntlWarmUp(document, url);
    if (!worker) expect.fail('no worker started');
    workers.push(worker);
    return worker;
  };

  /** Whether a cart that asks now renders at once: nothing put off (the caller renders). */
  const rendersAtOnce = () => afterIntlWarmUpRuns(() => expect.fail('put off'), NEVER) === null;

  it('puts no render off when no worker is starting (the cart renders now)', () => {
    const rendered: string[] = [];
    expect(afterIntlWarmUpRuns(() => rendered.push('cart'))).to.equal(null);
    expect(rendered, 'the caller renders, not the wait').to.deep.equal([]);
  });

  it('renders every waiting cart once the worker says it runs, and later carts at once', async () => {
    const worker = start();
    const rendered: string[] = [];
    afterIntlWarmUpRuns(() => rendered.push('first'), NEVER);
    afterIntlWarmUpRuns(() => rendered.push('second'), NEVER);
    await running(worker);
    expect(rendered, 'the worker runs but has not said so').to.deep.equal([]);
    worker.postMessage('go');
    await waitUntil(() => rendered.length === 2, 'both carts rendered');
    expect(rendered).to.deep.equal(['first', 'second']);
    expect(rendersAtOnce(), 'no wait once it runs').to.equal(true);
  });

  it('gives up waiting at the limit: every waiting cart renders, and later carts at once', async () => {
    const worker = start();
    const rendered: string[] = [];
    afterIntlWarmUpRuns(() => rendered.push('short limit'), 20);
    afterIntlWarmUpRuns(() => rendered.push('long limit'), NEVER);
    await running(worker);
    await waitUntil(() => rendered.length === 2, 'both carts rendered at the first limit');
    expect(rendered).to.deep.equal(['short limit', 'long limit']);
    expect(rendersAtOnce(), 'no wait after the limit').to.equal(true);
    worker.postMessage('go');
    await running(worker);
    expect(rendered, 'its late start renders nothing twice').to.have.length(2);
  });

  it('renders when the worker fails', async () => {
    start(new URL('/test/helpers/intl-warm-up-failing.worker.js', location.href));
    const rendered: string[] = [];
    afterIntlWarmUpRuns(() => rendered.push('cart'), NEVER);
    await waitUntil(() => rendered.length === 1, 'rendered on the worker error', { timeout: 5000 });
  });

  it('never renders a cart whose wait was cancelled (removed before the worker ran)', async () => {
    const worker = start();
    const rendered: string[] = [];
    const cancel = afterIntlWarmUpRuns(() => rendered.push('removed'), NEVER);
    afterIntlWarmUpRuns(() => rendered.push('kept'), NEVER);
    cancel?.();
    worker.postMessage('go');
    await waitUntil(() => rendered.length > 0, 'the kept cart rendered');
    await running(worker);
    expect(rendered).to.deep.equal(['kept']);
  });

  it('tells a page still loading with a cart to render afresh', () => {
    expect(rendersAfreshWhileLoading(document), 'a loaded page').to.equal(false);
    const frame = document.createElement('iframe');
    frame.title = 'loading';
    document.body.append(frame);
    try {
      const doc = frame.contentDocument!;
      doc.open(); // loading until closed
      doc.write('<!doctype html><body>');
      expect(doc.readyState).to.equal('loading');
      expect(rendersAfreshWhileLoading(doc), 'no cart').to.equal(false);
      const cart = doc.createElement('shop-cart');
      doc.body.append(cart);
      expect(rendersAfreshWhileLoading(doc), 'a cart to render').to.equal(true);
      const served = cart.attachShadow({ mode: 'open' });
      const styles = doc.createElement('style');
      styles.setAttribute(STYLE_MARK, '');
      served.append(styles);
      expect(rendersAfreshWhileLoading(doc), 'a server-rendered cart').to.equal(false);
      doc.close();
    } finally {
      frame.remove();
    }
  });
});
