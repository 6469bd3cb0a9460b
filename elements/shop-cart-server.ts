// The server entry of <shop-cart> (Node): `dist/shop-cart-server.js`. A host's server renders the element
// into its page, and the element hydrates it in the browser (README.md, "Server rendering").
export { renderShopCart, type RenderShopCartOptions } from '../src/cart/fragment/render-shop-cart.js';
