// Lazy chunks of the production bundle that cannot be loaded (spec point 8: show what can be shown; a
// chunk whose request failed shows the connection message and can be retried; one gone after a deploy is
// test/e2e/redeploy.test.ts).
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { nextChanges, resetCart } from '../helpers/reference-api.js';
import { textOf } from '../helpers/text.js';
import { expectPresent } from '../helpers/assertions.js';
import { openDistCartFrame } from '../helpers/dist-cart-frame.js';

const blockChunks = (pattern: string | null) => executeServerCommand('block-chunks', { pattern });

describe('lazy chunks that fail to load (production bundle)', () => {
  let frame: HTMLIFrameElement | undefined;
  const root = () => frame?.contentDocument?.querySelector('shop-cart')?.shadowRoot;

  async function openPage() {
    frame = await openDistCartFrame();
  }

  afterEach(async () => {
    await blockChunks(null);
    frame?.remove();
  });

  it('still shows the cart-change notice (heading and titles) when its chunk cannot be loaded', async () => {
    await resetCart();
    await nextChanges('ProductRemoved');
    await blockChunks('CartChangeNotices');
    await openPage();
    const notice = () => root()?.querySelector('[data-notice="cart-changes"]');
    await waitUntil(notice, 'a notice despite the failed chunk', { timeout: 5000 });
    expect(textOf(notice()?.querySelector('h2'))).to.equal('Dein Warenkorb hat sich geändert');
    expect(notice()?.querySelectorAll('li').length).to.equal(1);
    expect(textOf(notice()?.querySelector('li'))).not.to.equal('');
  });

  it('says so with the connection message when the wishlist chunk fails (silent on intent), and keeps the item', async () => {
    await resetCart();
    await blockChunks('move-to-wishlist');
    await openPage();
    const firstId = root()!.querySelector('[part="item"]')!.getAttribute('data-item-id');
    const moveButton = () =>
      root()?.querySelector<HTMLButtonElement>(
        `[data-item-id="${firstId}"] [data-action="move-to-wishlist"]`,
      );
    const snackbar = () => textOf(root()?.querySelector('[part="snackbar"]'));
    // The load on intent (the focus) fails without a word: only the click says why it could not.
    moveButton()!.focus();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(snackbar(), 'nothing said on focus').to.equal('');
    moveButton()!.click();
    await waitUntil(() => snackbar().includes('Keine Verbindung zum Server'), 'the connection message', {
      timeout: 5000,
    });
    expectPresent(moveButton(), 'the item');
    expect(moveButton()!.disabled, 'and can be tried again').to.equal(false);
  });
});
