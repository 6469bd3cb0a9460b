// The shop page of cart-page.html and cart-page-trusted-types.html, a page in a frame, so tests can watch
// it reload and navigate. ?data= holds the start-up data, ?bundle=dist loads dist/shop-cart.js (from
// /fresh/<token>/dist/ with ?fresh=<token>), ?nonce= gives the element a nonce, ?holdIdle=1 keeps the page
// from ever being idle until the test calls releaseIdle().
const params = new URLSearchParams(location.search);
if (params.get('holdIdle')) {
  const held = [];
  window.requestIdleCallback = (callback) => held.push(callback);
  window.cancelIdleCallback = () => {};
  window.heldIdle = () => held.length;
  window.releaseIdle = () =>
    held.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
}
const element = document.createElement('shop-cart');
if (params.get('nonce')) element.setAttribute('nonce', params.get('nonce'));
element.setAttribute('tenant', params.get('tenant') ?? 'JS_DE');
const data = params.get('data');
if (data) {
  const script = document.createElement('script');
  script.type = 'application/json';
  // Under Trusted Types (cart-page-trusted-types.html) script text is a sink even for JSON: that page
  // gives its own policy as window.fixtureScriptText.
  script.textContent = window.fixtureScriptText?.(data) ?? data;
  element.append(script);
}
document.querySelector('main').append(element);
// ?bundle=dist: the production bundle with its lazy chunks, else a standalone build of the sources
const fresh = params.get('fresh');
const dist = fresh ? `/fresh/${fresh}/dist/shop-cart.js` : '/dist/shop-cart.js';
await import(params.get('bundle') === 'dist' ? dist : '/bundles/shop-cart.js');
