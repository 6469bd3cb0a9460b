// renderShopCart in English (Node): `{ locale: 'en' }` renders the English catalogue and English formats.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderShopCart } from '../../elements/shop-cart-server.js';
import { seedCart } from '../../demo/server/seeds.js';

describe('renderShopCart in English', () => {
  it('renders English texts, English money and lang="en", and writes the locale attribute', async () => {
    const cart = seedCart('JS_DE', {});
    const html = await renderShopCart({ props: { cart } }, { tenant: 'JS_DE', locale: 'en' });
    assert.match(html, /^<shop-cart tenant="JS_DE" locale="en">/);
    assert.match(html, /<div lang="en">/);
    assert.match(html, /<h1 part="title"[^>]*>Basket<\/h1>/);
    assert.match(html, />Continue to order details<\/a>/);
    assert.match(html, /€645\.45/);
    assert.doesNotMatch(html, />Warenkorb</);
    const texts = html.slice(html.indexOf('data-shop-cart-texts>') + 21);
    assert.match(texts, /"money\|en-GB\|EUR\|64545":"€645\.45"/);
  });

  it('reads "locale" from the data, and an unknown one as German', async () => {
    const cart = seedCart('JS_DE', {});
    const english = await renderShopCart({ tenant: 'JS_DE', locale: 'en-US', props: { cart } });
    assert.match(english, /<h1 part="title"[^>]*>Basket<\/h1>/);
    const german = await renderShopCart({ tenant: 'JS_DE', locale: 'fr', props: { cart } });
    assert.match(german, /<div lang="de">/);
    assert.match(german, /<h1 part="title"[^>]*>Warenkorb<\/h1>/);
  });
});
