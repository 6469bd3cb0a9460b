// The error-reporting client is a lazy chunk of the production bundle (dist/): a page with reporting off
// never requests it, not even when something goes wrong that would be reported; with reporting on it is
// requested on the first report. What the page requested is read from its own resource timing.
import { expect, waitUntil } from '@open-wc/testing';
import { armFault, resetCart } from '../helpers/reference-api.js';
import { textOf } from '../helpers/text.js';
import { reportingTo } from '../helpers/sentry.js';
import { showsWholeCart } from '../helpers/whole-cart.js';

const QUANTITY = '/api/cart/set-item-quantity';

interface Envelope {
  path: string;
}
const envelopesOf = async (projectId: number) =>
  ((await (await fetch('/sentry/envelopes')).json()) as Envelope[]).filter(
    (envelope) => envelope.path === `/sentry/api/${projectId}/envelope/`,
  );

describe('the error-reporting chunk of the production bundle', () => {
  let frame: HTMLIFrameElement | undefined;
  const root = () => frame?.contentDocument?.querySelector('shop-cart')?.shadowRoot;
  /** The scripts the framed page requested (paths under dist/). */
  const requestedScripts = () =>
    (frame?.contentWindow?.performance.getEntriesByType('resource') ?? [])
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'));
  const requested = (chunk: string) => requestedScripts().some((path) => path.includes(chunk));

  /** Opens a shop page with dist/shop-cart.js under URLs no earlier page used (no cached chunk). */
  async function openPage(projectId: number, enabled: boolean) {
    const data = { errorReporting: reportingTo(projectId, enabled) };
    frame = document.createElement('iframe');
    frame.src = `/test/helpers/cart-page.html?bundle=dist&fresh=reporting-${projectId}-${Date.now()}&data=${encodeURIComponent(JSON.stringify(data))}`;
    document.body.append(frame);
    await waitUntil(() => showsWholeCart(root()), 'cart rendered', { timeout: 10000 });
  }

  /** A server error on a quantity change: reported when reporting is on. */
  async function failAChange() {
    await armFault(QUANTITY, '500');
    const select = root()!.querySelector<HTMLSelectElement>('[part="item"] select')!;
    select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    select.value = String(Number(select.value) + 1);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(
      () => textOf(root()?.querySelector('[role="alert"]')).includes('Bei der Eingabe'),
      'the error is shown',
      { timeout: 5000 },
    );
  }

  beforeEach(async () => {
    await resetCart();
    await fetch('/sentry/envelopes', { method: 'DELETE' });
  });
  afterEach(() => frame?.remove());

  it('requests the chunk on the first report when reporting is on', async () => {
    await openPage(31, true);
    expect(requested('sentry-client'), 'not on load').to.equal(false);
    await failAChange();
    await waitUntil(() => requested('sentry-client'), 'the reporting chunk', { timeout: 5000 });
    await waitUntil(async () => (await envelopesOf(31)).length === 1, 'the report', { timeout: 5000 });
  });

  it('never requests it when reporting is off, also when an error would be reported', async () => {
    await openPage(32, false);
    await failAChange();
    // The report would have asked for the chunk before the error showed; a chunk asked for after it
    // (the wishlist flow, on a click) has arrived once this wait is over.
    root()!.querySelector<HTMLButtonElement>('[data-action="move-to-wishlist"]')!.click();
    await waitUntil(() => requested('move-to-wishlist'), 'a later chunk', { timeout: 5000 });
    expect(
      requestedScripts().filter((path) => path.includes('sentry')),
      'reporting code requested',
    ).to.deep.equal([]);
    expect(await envelopesOf(32)).to.deep.equal([]);
  });
});
