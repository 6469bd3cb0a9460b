// The Worker of docs/cloudflare-workers.md, as the workerd test runs it: a POST of the start-up data
// answers with the server-rendered <shop-cart>, from the built server entry.
import { renderShopCart } from './shop-cart-server.js';

export default {
  async fetch(request) {
    const data = await request.json();
    const html = await renderShopCart(data, { tenant: 'JS_DE' });
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  },
};
