// The shop page as the demo server renders it: start-up data for the visitor's current cart, a change
// between visits in exactly one page, the panel's choices from its cookie, hostile text kept inside JSON.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import type { Cart } from '../../src/domain/index.js';
import { Browser, demoPort, withDemoServer } from '../helpers/demo-server.js';

withDemoServer();

describe('the shop page', () => {
  let browser: Browser;
  beforeEach(() => {
    browser = new Browser();
  });

  it('carries start-up data with the visitor current cart, never cached, under a Trusted Types policy', async () => {
    await browser.json('POST', '/api/test/reset', { tenant: 'MD_CH', seed: 'single' });
    const [item] = (await browser.json<Cart>('GET', '/api/cart')).items;
    assert.ok(item);
    await browser.json('POST', '/api/cart/set-item-quantity', { cartItemId: item.id, quantity: 3 });
    const before = (await browser.json<unknown[]>('GET', '/api/test/requests')).length;

    const { answer, html, data, tenantAttribute } = await browser.page();
    const current = await browser.json<Cart>('GET', '/api/cart');
    assert.equal(tenantAttribute, 'MD_CH');
    assert.equal(data.tenant, 'MD_CH');
    assert.deepEqual(data.props.cart, current);
    assert.equal(data.props.cart?.items[0]?.quantity, 3);
    assert.equal(data.props.cart?.total.gross.currencyCode, 'CHF');
    assert.equal(answer.headers['cache-control'], 'no-store');
    assert.equal(answer.headers['content-security-policy'], "require-trusted-types-for 'script'");
    assert.doesNotMatch(html, /<!-- shop:/, 'every placeholder filled');
    assert.match(html, /<shop-wishlist-counter><\/shop-wishlist-counter>/);
    assert.match(html, /<shop-cart-counter><\/shop-cart-counter>/);
    const requests = await browser.json<{ path: string }[]>('GET', '/api/test/requests');
    assert.deepEqual(
      requests.slice(before).map(({ path }) => path),
      ['/api/cart'],
      'rendering the page is no API call; only the test GET above is',
    );
  });

  it('answers at /, /index.html, /demo/ and /demo/index.html, and HEAD without a body', async () => {
    for (const path of ['/', '/index.html', '/demo/', '/demo/index.html']) {
      assert.equal((await browser.page(path)).data.tenant, 'JS_DE', path);
    }
    const head = await browser.send('HEAD', '/');
    assert.equal(head.status, 200);
    assert.equal(head.raw.length, 0);
  });

  it('carries a change between visits in exactly one page, then neither page nor API repeat it', async () => {
    await browser.json('POST', '/api/test/reset', {});
    await browser.json('POST', '/api/test/next-changes', { type: 'PriceIncreased' });
    const first = await browser.page();
    assert.equal(first.data.props.cart?.changeset?.type, 'PriceIncreased');
    assert.deepEqual(first.state.served, { cartInStartupData: true, changeset: 'PriceIncreased' });
    const second = await browser.page();
    assert.equal(second.data.props.cart?.changeset, undefined);
    assert.equal(second.state.served.changeset, null);
    assert.equal(second.data.props.cart?.total.gross.amount, first.data.props.cart?.total.gross.amount);
    assert.equal((await browser.json<Cart>('GET', '/api/cart')).changeset, undefined);
  });

  it('without the cart in the start-up data leaves the change to the element GET /api/cart', async () => {
    browser.choices = 'includeCart=false';
    await browser.json('POST', '/api/test/reset', {});
    await browser.json('POST', '/api/test/next-changes', { type: 'PriceDecreased' });
    const page = await browser.page();
    assert.equal(page.data.props.cart, undefined);
    assert.deepEqual(page.state.served, { cartInStartupData: false, changeset: null });
    assert.equal((await browser.json<Cart>('GET', '/api/cart')).changeset?.type, 'PriceDecreased');
  });

  it('renders for the panel choices in the cookie; the cart parts come from the visitor cart', async () => {
    await browser.json('POST', '/api/test/reset', { tenant: 'JS_AT', seed: 'single', loggedIn: true });
    browser.choices =
      'tenant=MD_DE&seed=large&mode=redemption&loggedIn=false&newDesign=false&itemLayout=next&includeCart=true&errorReporting=true&payments=false';
    const { data, state } = await browser.page();
    assert.equal(data.tenant, 'JS_AT', 'a known visitor keeps the cart it has');
    assert.equal(data.props.newDesign, false);
    assert.equal(data.props.itemLayout, 'next');
    assert.equal(data.props.payments, undefined, 'express payments switched off');
    assert.equal(typeof data.props.customerEmailHash, 'string');
    assert.deepEqual(data.errorReporting, {
      enabled: true,
      dsn: `http://demo@127.0.0.1:${demoPort()}/1`,
      environment: 'demo',
      release: 'demo',
    });
    assert.deepEqual(state.choices, {
      tenant: 'JS_AT',
      seed: 'single',
      mode: 'shopping',
      loggedIn: true,
      newDesign: false,
      itemLayout: 'next',
      includeCart: true,
      serverRender: true,
      errorReporting: true,
      payments: false,
    });
    assert.equal(state.tenants.length, 8);
  });

  it('seeds a visitor it does not know (new, or after a restart) with the choices of the cookie', async () => {
    browser.choices = 'tenant=MD_CH&seed=single&mode=shopping&loggedIn=true';
    const { data, state } = await browser.page();
    assert.ok(browser.visitorCookie, 'the page sets the visitor cookie');
    assert.equal(data.tenant, 'MD_CH');
    assert.equal(data.props.cart?.items.length, 1);
    assert.equal(typeof data.props.customerEmailHash, 'string');
    assert.equal(state.choices.seed, 'single');
    assert.deepEqual(
      await browser.json<Cart>('GET', '/api/cart'),
      data.props.cart,
      'the API has the same cart',
    );
  });

  it('ignores choices it does not know, and a cookie that does not decode', async () => {
    for (const choices of [
      'tenant=EVIL&seed=%3Cscript%3E&itemLayout=sideways&includeCart=maybe',
      '%E0%A4%A',
    ]) {
      const visitor = new Browser();
      visitor.choices = choices;
      const { data, state, html } = await visitor.page();
      assert.equal(data.tenant, 'JS_DE', choices);
      assert.equal(data.props.itemLayout, 'current', choices);
      assert.ok(data.props.cart, choices);
      assert.equal(state.choices.seed, 'default', choices);
      assert.doesNotMatch(html, /EVIL|sideways/, choices);
    }
  });

  it('keeps hostile titles inside the JSON child: nothing closes the script or adds markup', async () => {
    await browser.json('POST', '/api/test/reset', { seed: 'hostile' });
    const cart = await browser.json<Cart>('GET', '/api/cart');
    assert.ok(JSON.stringify(cart).includes('</script>') || JSON.stringify(cart).includes('<script>'));
    // Rendered by the browser: the element holds its JSON child only.
    browser.choices = 'serverRender=false';
    const { html, data } = await browser.page();
    assert.deepEqual(data.props.cart, cart);
    const start = html.indexOf('<shop-cart tenant=');
    const inside = html.slice(start, html.indexOf('</shop-cart>', start));
    assert.equal((inside.match(/</g) ?? []).length, 3, 'only the element and its script open or close a tag');
    assert.equal((html.match(/<script/g) ?? []).length, (html.match(/<\/script>/g) ?? []).length);

    // Rendered on the server: the titles are text in the markup, and the JSON child is the same.
    browser.choices = 'serverRender=true';
    const rendered = await browser.page();
    assert.deepEqual(rendered.data.props.cart, cart);
    const element = rendered.html.slice(
      rendered.html.indexOf('<shop-cart tenant='),
      rendered.html.indexOf('</shop-cart>'),
    );
    assert.match(element, /<template shadowrootmode="open">/);
    assert.doesNotMatch(element, /<img src=x/);
    assert.equal((element.match(/<script/g) ?? []).length, 2, 'the texts and the JSON child, inert');
    assert.equal(
      (rendered.html.match(/<script/g) ?? []).length,
      (rendered.html.match(/<\/script>/g) ?? []).length,
    );
  });
});
