// The wishlist flow is a lazy chunk of the production bundle (dist/): a page that never moves an item
// never loads it; the shopper's intent (the pointer over 'Auf den Merkzettel', the focus on it) loads it
// before the click, so that the click finds it there. What the page requested is read from its own
// resource timing; a failed load on intent is test/e2e/lazy-chunk-failures.test.ts. A click that comes
// before the chunk shows the item busy at once.
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { recordedPosts, resetCart } from '../helpers/reference-api.js';
import { openDistCartFrame } from '../helpers/dist-cart-frame.js';

const CHUNK = 'move-to-wishlist';
/** Keeps the requests of matching chunks waiting (a slow network) until called with null. */
const holdChunks = (pattern: string | null) => executeServerCommand('hold-chunks', { pattern });

describe('the wishlist chunk of the production bundle', () => {
  let frame: HTMLIFrameElement | undefined;
  const root = () => frame?.contentDocument?.querySelector('shop-cart')?.shadowRoot;
  const requested = () =>
    (frame?.contentWindow?.performance.getEntriesByType('resource') ?? []).some((entry) =>
      new URL(entry.name).pathname.includes(CHUNK),
    );
  const moveButtons = () => [
    ...(root()?.querySelectorAll<HTMLButtonElement>('[data-action="move-to-wishlist"]') ?? []),
  ];

  async function openPage() {
    frame = await openDistCartFrame();
  }

  beforeEach(() => resetCart());
  afterEach(async () => {
    await holdChunks(null);
    frame?.remove();
  });

  it('is loaded once the button takes the focus, before a click; the click then moves the item', async () => {
    await openPage();
    // Nothing of the page asks for it by itself.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requested(), 'requested before any intent').to.equal(false);
    const button = moveButtons()[0]!;
    const id = button.closest('[part="item"]')!.getAttribute('data-item-id');
    button.focus();
    await waitUntil(requested, 'the chunk is requested on focus', { timeout: 5000 });
    button.click();
    await waitUntil(
      () => !root()?.querySelector(`[part="item"][data-item-id="${id}"]`),
      'the item leaves the cart',
      { timeout: 10000 },
    );
  });

  it("shows the item busy in the click's own frame while the chunk is on its way, then moves it", async () => {
    await holdChunks(CHUNK);
    await openPage();
    const tiles = () => root()?.querySelectorAll('[part="item"]').length ?? 0;
    const before = tiles();
    const button = moveButtons()[0]!;
    const tile = button.closest('[part="item"]')!;
    const id = tile.getAttribute('data-item-id');
    // What the click's frame shows, read in its animation-frame callback, before it paints.
    const shown = new Promise<(string | null)[]>((resolve) =>
      frame!.contentWindow!.requestAnimationFrame(() =>
        resolve([tile.getAttribute('aria-busy'), button.getAttribute('aria-disabled')]),
      ),
    );
    button.click();
    expect(await shown, 'the tile busy and its button disabled').to.deep.equal(['true', 'true']);
    // A second click meanwhile is ignored: one item leaves, once the chunk has come.
    button.click();
    await holdChunks(null);
    await waitUntil(
      () => !root()?.querySelector(`[part="item"][data-item-id="${id}"]`),
      'the item leaves the cart',
      { timeout: 10000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tiles()).to.equal(before - 1);
    // Over the wire too: the item was changed once (a second run would send a second removal).
    const changes = (await recordedPosts()).filter((call) => JSON.stringify(call.body).includes(`"${id}"`));
    expect(changes.length, 'calls changing the item').to.equal(1);
  });

  it('is loaded once the pointer is over the button', async () => {
    await openPage();
    const button = moveButtons()[1] ?? moveButtons()[0]!;
    expect(requested()).to.equal(false);
    // React hears pointerenter through pointerover at its root, as a real pointer sends it.
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await waitUntil(requested, 'the chunk is requested on pointer intent', { timeout: 5000 });
  });
});
