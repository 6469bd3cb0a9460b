// A host page under the strict Content Security Policy of docs/csp.md:
//   GET /test-pages/csp?csp=on|no-nonce|off&nonce=attribute|data|none&carts=1|2
// serves the three elements (standalone builds from /bundles/) with the header
//   default-src 'self'; script-src 'self'; style-src 'self' 'nonce-…'; img-src 'self' data:;
//   connect-src 'self'; require-trusted-types-for 'script'
// (csp=no-nonce: the same without the nonce, `style-src 'self'`; carts=2: two <shop-cart> on the page)
// and records every `securitypolicyviolation` of the page in `window.cspViolations` (a script of its own,
// loaded first: the policy allows no inline script).

export const CSP_NONCE = 'c3RyaWN0LWNzcC10ZXN0';

export const STRICT_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' 'nonce-${CSP_NONCE}'`,
  "img-src 'self' data:",
  "connect-src 'self'",
  "require-trusted-types-for 'script'",
].join('; ');

/** The strict policy with no nonce at all: `style-src 'self'`, as a host without a nonce sends it. */
export const NO_NONCE_POLICY = STRICT_POLICY.replace(` 'nonce-${CSP_NONCE}'`, '');

/**
 * The strict policy with scripts allowed by the nonce only (no 'self'): a script the page or an element
 * adds without the nonce is refused, so the payment providers' scripts load only when the element passes
 * the nonce on.
 */
export const NONCE_SCRIPTS_POLICY = STRICT_POLICY.replace(
  "script-src 'self'",
  `script-src 'nonce-${CSP_NONCE}'`,
);

const WATCH = `window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.cspViolations.push(event.effectiveDirective + ' ' + (event.blockedURI || '') + ' ' + (event.sample || ''));
}, true);`;

function page(nonceIn, carts) {
  const attribute = nonceIn === 'attribute' ? ` nonce="${CSP_NONCE}"` : '';
  const data = { props: {}, ...(nonceIn === 'data' ? { nonce: CSP_NONCE } : {}) };
  return `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <title>Strict CSP</title>
    <script src="/test-pages/csp-watch.js"></script>
    <script type="module" src="/bundles/shop-wishlist-counter.js"></script>
    <script type="module" src="/bundles/shop-cart-counter.js"></script>
    <script type="module" src="/bundles/shop-cart.js"></script>
  </head>
  <body>
    <header>
      <shop-wishlist-counter${attribute}></shop-wishlist-counter>
      <shop-cart-counter${attribute}></shop-cart-counter>
    </header>
    <main>
${`      <shop-cart tenant="JS_DE"${attribute}><script type="application/json">${JSON.stringify(data)}</script></shop-cart>\n`.repeat(carts)}
    </main>
  </body>
</html>`;
}

/** @returns {(ctx: import('koa').Context, next: () => Promise<void>) => Promise<void>} */
export function cspPage() {
  return async (ctx, next) => {
    if (ctx.path === '/test-pages/csp-watch.js') {
      ctx.type = 'text/javascript';
      ctx.body = WATCH;
      return;
    }
    if (ctx.path !== '/test-pages/csp') return next();
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('cache-control', 'no-store');
    if (ctx.query.csp === 'no-nonce') ctx.set('content-security-policy', NO_NONCE_POLICY);
    else if (ctx.query.csp !== 'off') ctx.set('content-security-policy', STRICT_POLICY);
    ctx.body = page(String(ctx.query.nonce ?? 'attribute'), ctx.query.carts === '2' ? 2 : 1);
  };
}
