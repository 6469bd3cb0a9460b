// renderShopCart in Node (no DOM): the whole element, its declarative shadow root, styles and JSON child.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderShopCart, STATIC_CSS, STATIC_CSS_FILE } from '../../elements/shop-cart-server.js';
import { seedCart } from '../../demo/server/seeds.js';
import { DEMO_PAYMENTS } from '../../demo/server/startup-data.js';

const between = (html: string, start: string, end: string) => {
  const from = html.indexOf(start);
  assert.notEqual(from, -1, `${start} is in the markup`);
  return html.slice(from + start.length, html.indexOf(end, from + start.length));
};

describe('renderShopCart', () => {
  it('with stylesheetHref, links the static rules instead of inlining them (no nonce needed)', async () => {
    const data = { props: { cart: seedCart('JS_DE', {}) } };
    const html = await renderShopCart(data, {
      tenant: 'JS_DE',
      stylesheetHref: `/assets/${STATIC_CSS_FILE}`,
    });
    const shadow = between(html, '<template shadowrootmode="open">', '</template>');
    assert.match(STATIC_CSS_FILE, /^shop-cart\.[0-9a-f]{10}\.css$/);
    assert.ok(
      shadow.startsWith(`<link rel="stylesheet" href="/assets/${STATIC_CSS_FILE}" data-shop-cart-styles>`),
      shadow.slice(0, 120),
    );
    assert.doesNotMatch(shadow, /<style/, 'every rule of the first render is in the linked file');
    const inline = await renderShopCart(data, { tenant: 'JS_DE' });
    assert.ok(inline.includes(STATIC_CSS), 'without it, the same rules are inline');
  });

  it('renders the element with its attributes, a declarative shadow root and the JSON child', async () => {
    const cart = seedCart('JS_DE', {});
    const data = { props: { cart, nextStepUrl: '/kasse' } };
    const html = await renderShopCart(data, { tenant: 'JS_DE', nonce: 'n-1' });
    assert.match(html, /^<shop-cart tenant="JS_DE" locale="de" nonce="n-1"><template shadowrootmode="open">/);
    assert.match(html, /<\/template><script type="application\/json">.*<\/script><\/shop-cart>$/s);
    assert.deepEqual(JSON.parse(between(html, '<script type="application/json">', '</script>')), data);

    const shadow = between(html, '<template shadowrootmode="open">', '</template>');
    assert.match(shadow, /^<style nonce="n-1" data-shop-cart-styles>/);
    const css = between(shadow, 'data-shop-cart-styles>', '</style>');
    assert.match(css, /:host\s*\{/, 'the static rules');
    assert.match(css, /\.shop-cart-[\w-]+\{/, 'the rules of the components');
    assert.doesNotMatch(shadow.slice(shadow.indexOf('</style>') + 8), /<style/, 'one style element only');
    // The texts it formatted, for hydrating without an Intl formatter.
    const texts = JSON.parse(
      between(shadow, '<script type="application/json" data-shop-cart-texts>', '</script>'),
    );
    assert.equal(texts[`money|de-DE|EUR|${Math.round(cart.total.gross.amount * 100)}`], '645,45\u00a0€');
    assert.doesNotMatch(shadow, / style="/, 'no style attributes (a strict CSP would block them)');

    for (const item of cart.items) assert.ok(shadow.includes(item.product.title.replaceAll('&', '&amp;')));
    assert.match(shadow, /<h1 part="title"[^>]*>Warenkorb<\/h1>/);
    assert.match(shadow, /<a [^>]*part="next-step"[^>]*href="\/kasse"[^>]*>Weiter zu den Bestelldaten<\/a>/);
  });

  it('carries each item image in a <noscript> for a page without JavaScript, the lazy image without an address', async () => {
    const cart = seedCart('JS_DE', {});
    const shadow = between(
      await renderShopCart({ props: { cart } }, { tenant: 'JS_DE' }),
      '<template shadowrootmode="open">',
      '</template>',
    );
    const areas = [...shadow.matchAll(/<a data-area="image"[^>]*>(.*?)<\/a>/gs)].map((match) => match[1]!);
    assert.ok(areas.length >= cart.items.length, 'an image area per tile');
    const addresses = new Set(cart.items.map((item) => item.product.image?.url));
    for (const area of areas) {
      const copy =
        /^<noscript><img src="([^"]+)"[^>]* loading="lazy"[^>]*\/><\/noscript><img ([^>]*)\/>$/.exec(area);
      assert.ok(copy, area);
      assert.ok(addresses.has(copy[1]), copy[1]);
      // The image the browser loads itself has no address in the markup: the 200 px rule gives it one.
      assert.doesNotMatch(copy[2]!, /\bsrc(set)?=/);
    }
  });

  it('takes the tenant from the data and writes base-url only when given', async () => {
    const html = await renderShopCart({ tenant: 'MD_AT', props: { cart: seedCart('MD_AT', {}) } });
    assert.match(html, /^<shop-cart tenant="MD_AT" locale="de"><template/);
    const same = await renderShopCart({ tenant: 'JS_DE', props: {} }, { baseUrl: '' });
    assert.match(same, /^<shop-cart tenant="JS_DE" locale="de" base-url="">/);
  });

  it('renders the loading state when the data has no cart (the browser then loads it)', async () => {
    const html = await renderShopCart({ tenant: 'JS_DE', props: {} });
    assert.match(html, /<div role="status"[^>]*>.*Dein Warenkorb wird geladen/s);
  });

  it('renders an empty cart', async () => {
    const html = await renderShopCart({
      tenant: 'JS_DE',
      props: { cart: seedCart('JS_DE', { seed: 'empty' }) },
    });
    assert.match(html, /part="empty"/);
    assert.match(html, /Es befinden sich noch keine Erlebnisse in deinem Warenkorb\./);
  });

  it('puts the nonce of the start-up data on the style when the options give none (the options win)', async () => {
    const cart = seedCart('JS_DE', {});
    const styleOf = (html: string) => between(html, '<template shadowrootmode="open">', '>');
    const fromData = await renderShopCart({ tenant: 'JS_DE', nonce: 'from-data', props: { cart } });
    assert.match(styleOf(fromData), /^<style nonce="from-data" /);
    assert.match(
      fromData,
      /^<shop-cart tenant="JS_DE" locale="de"><template/,
      'no attribute: the data carries it',
    );
    const both = await renderShopCart(
      { tenant: 'JS_DE', nonce: 'from-data', props: { cart } },
      { nonce: 'from-options' },
    );
    assert.match(styleOf(both), /^<style nonce="from-options" /);
    const none = await renderShopCart({ tenant: 'JS_DE', props: { cart } });
    assert.match(styleOf(none), /^<style data-shop-cart-styles$/);
  });

  it('keeps hostile texts as text, in the markup and in the JSON child', async () => {
    const cart = seedCart('JS_DE', { seed: 'hostile' });
    const html = await renderShopCart({ tenant: 'JS_DE', props: { cart } }, { nonce: 'a"b' });
    const shadow = between(html, '<template shadowrootmode="open">', '</template>');
    assert.doesNotMatch(shadow, /<img src=x/);
    const scripts = shadow.match(/<script[^>]*>/g) ?? [];
    assert.deepEqual(
      scripts,
      ['<script type="application/json" data-shop-cart-texts>'],
      'only the inert texts',
    );
    assert.match(html, /nonce="a&quot;b"/);
    const json = between(html, '<script type="application/json">', '</script></shop-cart>');
    assert.doesNotMatch(json, /<\/?script/i, 'nothing ends the JSON child early');
    assert.deepEqual(JSON.parse(json), { tenant: 'JS_DE', props: { cart } });
  });

  it('renders the express area as an empty slot, whatever props.payments holds: the browser fills it later', async () => {
    const cart = seedCart('JS_DE', {});
    const without = await renderShopCart({ tenant: 'JS_DE', props: { cart } });
    const slot = /<div data-express-checkout="" part="express-checkout"><\/div>/;
    assert.match(without, slot);
    for (const payments of [DEMO_PAYMENTS, null, 'stripe', [1], { stripe: 42, paypal: { clientId: '' } }]) {
      const html = await renderShopCart({ tenant: 'JS_DE', props: { cart, payments } });
      assert.match(html, slot, JSON.stringify(payments));
      // The same markup as without payments: nothing of theirs renders on the server.
      const shadow = between(html, '<template shadowrootmode="open">', '</template>');
      assert.equal(shadow, between(without, '<template shadowrootmode="open">', '</template>'));
      // The host's own slots (empty, summary-end) are there; no provider's slot is.
      assert.doesNotMatch(shadow, /<slot name="express|test-providers|data-express-area/);
    }
  });

  it('renders an empty shadow root for data the element cannot start with', async () => {
    for (const data of [[], { props: { mode: 'bargain' } }, { props: {} }]) {
      const html = await renderShopCart(data);
      assert.match(html, /<template shadowrootmode="open"><\/template>/);
    }
  });
});
