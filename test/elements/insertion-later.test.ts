// A host that creates <shop-cart>, sets its attributes and inserts it (with its JSON child) only in a later
// task, as a framework may: r2wc mounts the element at the first attribute, before it is in the page. The
// cart starts once it is: from its start-up data, with no call of the API.
import { expect, waitUntil } from '@open-wc/testing';
import '../../elements/shop-cart.js';
import { $$ } from '../helpers/cart-fixture.js';
import { callsTo, resetCart, startupDataFor } from '../helpers/reference-api.js';

const nextTask = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));

const created: HTMLElement[] = [];
afterEach(() => created.splice(0).forEach((element) => element.remove()));

/** A <shop-cart> with its attributes set, not in the page. */
function createCart(tenant: string): HTMLElement {
  const element = document.createElement('shop-cart');
  element.setAttribute('tenant', tenant);
  element.setAttribute('locale', 'de');
  return element;
}

function appendData(element: HTMLElement, data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.textContent = JSON.stringify(data);
  element.append(script);
}

const tiles = (element: HTMLElement) => $$(element, '[part="item"]');

/**
 * A fresh cart's element with its attributes set, then, a task later, its JSON child (with or without the
 * cart) and its place in the page, as a host may do; answers once its tiles show.
 */
async function insertedLater(includeCart: boolean) {
  const cart = await resetCart();
  const data = await startupDataFor({ includeCart, newDesign: true, itemLayout: 'current' });
  const element = createCart(data.tenant);
  created.push(element);
  await nextTask();
  appendData(element, data);
  document.body.append(element);
  await waitUntil(() => tiles(element).length > 0, 'the tiles', { timeout: 5000 });
  return { cart, element };
}

describe('<shop-cart> inserted a task after its attributes were set', () => {
  it('starts from its start-up data once inserted, without calling the API', async () => {
    const { cart, element } = await insertedLater(true);
    await nextTask(300);
    expect(tiles(element).map((tile) => tile.dataset.itemId)).to.include(cart.items[0]!.id);
    expect(await callsTo('/api/cart'), 'GET /api/cart').to.deep.equal([]);
  });

  it('does nothing while it is not in the page', async () => {
    await resetCart();
    const data = await startupDataFor({ includeCart: false, newDesign: true, itemLayout: 'current' });
    const element = createCart(data.tenant);
    created.push(element);
    appendData(element, data);
    element.setAttribute('locale', 'en');
    await nextTask(300);
    expect(Boolean(element.shadowRoot?.querySelector('[part="cart"]')), 'rendered out of the page').to.equal(
      false,
    );
    expect(await callsTo('/api/cart'), 'GET /api/cart').to.deep.equal([]);
  });

  it('loads its cart from the API once inserted, when its start-up data carries none', async () => {
    const { cart, element } = await insertedLater(false);
    expect(tiles(element).map((tile) => tile.dataset.itemId)).to.include(cart.items[0]!.id);
    expect((await callsTo('/api/cart')).length, 'GET /api/cart').to.equal(1);
  });
});
