// The server entry of <shop-cart> (Node): `dist/shop-cart-server.js`. A host's server renders the element
// into its page, and the element hydrates it in the browser (docs/server-rendering.md).
export { renderShopCart, type RenderShopCartOptions } from '../src/cart/fragment/render/render-shop-cart.js';
// The static rules of the element and the name of their content-hashed file beside the bundles in dist/
// (for `renderShopCart`'s `stylesheetHref`, or for a host that serves the CSS itself).
export { STATIC_CSS, STATIC_CSS_FILE } from '../src/cart/fragment/render/static-styles.generated.js';
