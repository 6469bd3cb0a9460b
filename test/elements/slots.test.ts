// The slots `empty` and `summary-end` of <shop-cart> (DESIGN.md section 1, "Host API"): light-DOM content
// of the host page, styled by the page, kept by server rendering, never read by the element; an empty
// slot takes no room.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '../../src/domain/index.js';
import { $, choose, mountShopCart, waitForTiles } from '../helpers/cart-fixture.js';
import { resetCart } from '../helpers/reference-api.js';
import { openSsrFrame, removeSsrFrames } from '../helpers/ssr-frame.js';
import { clearBrowserStorage } from '../helpers/storage-faults.js';

/** A cart with light-DOM children (given as nodes) besides its JSON child. */
function mountWith(cart: Cart, ...children: Element[]) {
  const element = mountShopCart({ data: { props: { cart } } });
  element.append(...children);
  return element;
}

function hostContent(slot: string, text: string, tag = 'p') {
  const node = document.createElement(tag);
  node.slot = slot;
  node.className = 'host-content';
  node.textContent = text;
  return node;
}

const slotOf = (element: Element, name: string) => $<HTMLSlotElement>(element, `slot[name="${name}"]`)!;

/** The height of `box` with the empty slot in it and with the slot taken out for a moment. */
function heightWithAndWithout(box: Element, slot: HTMLSlotElement) {
  const withSlot = box.getBoundingClientRect().height;
  const parent = slot.parentNode!;
  const next = slot.nextSibling;
  slot.remove();
  const without = box.getBoundingClientRect().height;
  parent.insertBefore(slot, next);
  return { withSlot, without };
}

describe('slots of <shop-cart>', () => {
  let pageStyle: HTMLStyleElement;
  beforeEach(async () => {
    await clearBrowserStorage();
    // The page styles its own content; the element adds nothing to it.
    pageStyle = document.createElement('style');
    pageStyle.textContent = '.host-content { color: rgb(0, 80, 0); margin: 12px 0 0; }';
    document.head.append(pageStyle);
  });
  afterEach(() => {
    pageStyle.remove();
    removeSsrFrames();
  });

  it('empty: shows the host content below the empty cart’s text, styled by the page', async () => {
    const cart = await resetCart({ seed: 'empty' });
    const link = hostContent('empty', 'Zu den Gutscheinen', 'a');
    link.setAttribute('href', '/gutscheine');
    const element = mountWith(cart, link);
    await waitUntil(() => $(element, '[part="empty"]'), 'the empty cart', { timeout: 5000 });
    const slot = slotOf(element, 'empty');
    expect(slot.assignedElements()).to.deep.equal([link]);
    expect(slot.parentElement).to.equal($(element, '[part="empty"]'));
    const text = $(element, '[part="empty"] p')!;
    expect(link.getBoundingClientRect().top).to.be.at.least(text.getBoundingClientRect().bottom);
    expect(link.getBoundingClientRect().height).to.be.above(0);
    expect(getComputedStyle(link).color).to.equal('rgb(0, 80, 0)');
    await expect(element).to.be.accessible();
  });

  it('summary-end: shows the host content at the end of the summary column', async () => {
    const cart = await resetCart({ seed: 'default' });
    const badge = hostContent('summary-end', 'Sicher bezahlen mit SSL');
    const element = mountWith(cart, badge);
    await waitForTiles(element);
    await waitUntil(() => $(element, '[part="summary"]'), 'the summary', { timeout: 5000 });
    const summary = $(element, '[part="summary"]')!;
    const slot = slotOf(element, 'summary-end');
    expect(slot.assignedElements()).to.deep.equal([badge]);
    expect(summary.lastElementChild).to.equal(slot);
    const next = $(element, '[part="next-step"]')!;
    expect(badge.getBoundingClientRect().top).to.be.at.least(next.getBoundingClientRect().bottom);
    expect(badge.getBoundingClientRect().bottom).to.be.at.most(summary.getBoundingClientRect().bottom + 0.5);
    expect(getComputedStyle(badge).color).to.equal('rgb(0, 80, 0)');
    await expect(element).to.be.accessible();
  });

  it('an empty slot takes no room', async () => {
    const filled = mountWith(await resetCart({ seed: 'default' }));
    await waitUntil(() => $(filled, '[part="summary"]'), 'the summary', { timeout: 5000 });
    const summary = heightWithAndWithout($(filled, '[part="summary"]')!, slotOf(filled, 'summary-end'));
    expect(summary.withSlot).to.be.above(0);
    expect(summary.withSlot).to.equal(summary.without);
    const empty = mountWith(await resetCart({ seed: 'empty' }));
    await waitUntil(() => $(empty, '[part="empty"]'), 'the empty cart', { timeout: 5000 });
    const box = heightWithAndWithout($(empty, '[part="empty"]')!, slotOf(empty, 'empty'));
    expect(box.withSlot).to.equal(box.without);
  });

  it('never reads the slotted content, also while the cart changes', async () => {
    const cart = await resetCart({ seed: 'default' });
    const item = cart.items.find((i) => !i.appointment && i.quantity < 10)!;
    const hostile = hostContent('summary-end', '');
    const reads: string[] = [];
    for (const name of ['textContent', 'innerHTML', 'outerHTML', 'innerText', 'attributes', 'childNodes']) {
      Object.defineProperty(hostile, name, {
        get() {
          reads.push(name);
          return '';
        },
      });
    }
    for (const name of ['getAttribute', 'querySelector', 'querySelectorAll', 'cloneNode']) {
      Object.defineProperty(hostile, name, {
        value: () => {
          reads.push(name);
          return null;
        },
      });
    }
    const element = mountWith(cart, hostile);
    await waitForTiles(element);
    await waitUntil(() => slotOf(element, 'summary-end')?.assignedElements().length === 1, 'slotted');
    choose($<HTMLSelectElement>(element, `[data-item-id="${item.id}"] select`)!, String(item.quantity + 1));
    await waitUntil(() => !$(element, '[aria-busy="true"]'), 'the change is done', { timeout: 5000 });
    expect(reads).to.deep.equal([]);
  });

  for (const [seed, name] of [
    ['empty', 'empty'],
    ['default', 'summary-end'],
  ] as const) {
    it(`keeps the slot ${name} in the server-rendered markup, and through hydration`, async () => {
      const cart = await resetCart({ seed });
      const data = { tenant: 'JS_DE', props: { cart } };
      const ssr = await openSsrFrame(data, 'js=on');
      const template = ssr.root();
      const slot = template.querySelector<HTMLSlotElement>(`slot[name="${name}"]`);
      expect(slot, 'the server wrote the slot').to.not.equal(null);
      const host = ssr.frame.contentDocument!.querySelector('shop-cart')!;
      const content = ssr.frame.contentDocument!.createElement('p');
      content.slot = name;
      content.textContent = 'Vom Shop';
      host.append(content);
      expect(slot!.assignedElements()).to.deep.equal([content]);
      await ssr.hydrate();
      expect(ssr.errors).to.deep.equal([]);
      const after = ssr.root().querySelector<HTMLSlotElement>(`slot[name="${name}"]`);
      expect(after, 'the same slot node').to.equal(slot);
      expect(after!.assignedElements()).to.deep.equal([content]);
    });
  }
});
