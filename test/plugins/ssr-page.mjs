// Pages with a server-rendered <shop-cart> (renderShopCart of src/, as dist/shop-cart-server.js exports it):
//   POST /test-pages/ssr/ID          body { data, options? }: what the page renders (the start-up data)
//   GET  /test-pages/ssr/ID?js=on|after-paint|after-paint-ungated|off&csp=on|nonce-scripts|no-nonce|off
//        &render=server|browser&hostPolicy=on|off&styles=inline|link
//        the page (render=browser: the element with its JSON child only, for the browser to render); with
//        js=on it loads the element's script through a gate that the test opens (js=after-paint: the
//        gate imports dist/shop-cart-after-paint.js; js=after-paint-ungated loads that without a gate):
//        js=after-paint-held loads dist/shop-cart-after-paint.js at once and holds its shop-cart.js back
//        until the gate opens (the loader's capture of early clicks runs meanwhile: test/cart/fragment/early-clicks)
//   POST /test-pages/ssr-gate/ID     lets /test-pages/ssr-gate/ID.js (which imports /bundles/shop-cart.js)
//                                    answer, so the test can look at the page before any script has run.
// With csp=on the page gets the strict policy of csp-page.mjs (nonce CSP_NONCE, also given to the render);
// with csp=nonce-scripts the same policy with scripts allowed by the nonce only (the page's scripts carry
// it); with csp=no-nonce the policy with no nonce at all (`style-src 'self'`, nothing is given a nonce).
// styles=link renders the static rules as a <link> to GET /test-pages/ssr-styles/FILE (served here, as a host
// serves dist/FILE) instead of inside the <style>. hostPolicy=on loads the host's Trusted Types default policy of the demo (demo/trusted-types.js),
// which the PayPal loader needs under require-trusted-types-for.
import { CSP_NONCE, NO_NONCE_POLICY, NONCE_SCRIPTS_POLICY, STRICT_POLICY } from './csp-page.mjs';

/**
 * @param {(data: unknown, options?: object) => Promise<string>} renderShopCart
 * @param {{ css: string, file: string }} staticStyles the static rules and their file name (STATIC_CSS_FILE)
 * @returns {(ctx: import('koa').Context, next: () => Promise<void>) => Promise<void>}
 */
export function ssrPage(renderShopCart, staticStyles) {
  /** @type {Map<string, { data: unknown, options?: object }>} */
  const pages = new Map();
  /** @type {Map<string, { open: () => void, opened: Promise<void> }>} */
  const gates = new Map();
  /** The pages (js=after-paint-held) whose /fresh/ID/dist/shop-cart.js waits for their gate. */
  const held = new Set();
  const gate = (id) => {
    let entry = gates.get(id);
    if (!entry) {
      let open = () => undefined;
      const opened = new Promise((resolve) => (open = resolve));
      entry = { open, opened };
      gates.set(id, entry);
    }
    return entry;
  };

  return async (ctx, next) => {
    const page = /^\/test-pages\/ssr\/([\w-]+)$/.exec(ctx.path);
    const script = /^\/test-pages\/ssr-gate\/([\w-]+)(\.js)?$/.exec(ctx.path);
    if (ctx.path === `/test-pages/ssr-styles/${staticStyles.file}`) {
      ctx.type = 'text/css';
      ctx.body = staticStyles.css;
      return;
    }
    // chunk-blocker.mjs has already turned /fresh/ID/dist/… into /dist/…: the ID is in the original URL.
    const heldScript = /^\/fresh\/([\w-]+)\/dist\/shop-cart\.js$/.exec(ctx.originalUrl.split('?')[0] ?? '');
    if (heldScript && held.has(heldScript[1])) {
      await gate(heldScript[1]).opened;
      gates.delete(heldScript[1]);
      held.delete(heldScript[1]);
      return next();
    }
    if (page && ctx.method === 'POST') {
      let body = '';
      for await (const chunk of ctx.req) body += chunk;
      pages.set(page[1], JSON.parse(body));
      ctx.status = 204;
      return;
    }
    if (page && ctx.method === 'GET') {
      const stored = pages.get(page[1]);
      if (!stored) return next();
      const policy = {
        on: STRICT_POLICY,
        'nonce-scripts': NONCE_SCRIPTS_POLICY,
        'no-nonce': NO_NONCE_POLICY,
      }[String(ctx.query.csp)];
      const csp = policy !== undefined && ctx.query.csp !== 'no-nonce';
      const options = {
        ...stored.options,
        ...(csp ? { nonce: CSP_NONCE } : {}),
        ...(ctx.query.styles === 'link'
          ? { stylesheetHref: `/test-pages/ssr-styles/${staticStyles.file}` }
          : {}),
      };
      const nonce = csp ? ` nonce="${CSP_NONCE}"` : '';
      const element =
        ctx.query.render === 'browser'
          ? `<shop-cart tenant="${stored.data?.tenant ?? 'JS_DE'}"><script type="application/json">${JSON.stringify(stored.data).replaceAll('<', '\\u003c')}</script></shop-cart>`
          : await renderShopCart(stored.data, options);
      const scripts =
        (policy !== undefined ? `<script src="/test-pages/csp-watch.js"${nonce}></script>` : '') +
        (ctx.query.hostPolicy === 'on' ? `<script src="/demo/trusted-types.js"${nonce}></script>` : '') +
        (ctx.query.js === 'on' || ctx.query.js === 'after-paint'
          ? `<script type="module" src="/test-pages/ssr-gate/${page[1]}.js?entry=${ctx.query.js}"${nonce}></script>`
          : ctx.query.js === 'after-paint-ungated' || ctx.query.js === 'after-paint-held'
            ? `<script type="module" src="/fresh/${page[1]}/dist/shop-cart-after-paint.js"${nonce}></script>`
            : '');
      if (ctx.query.js === 'after-paint-held') held.add(page[1]);
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('cache-control', 'no-store');
      if (policy !== undefined) ctx.set('content-security-policy', policy);
      ctx.body = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Warenkorb</title>${scripts}</head><body><main>${element}</main></body></html>`;
      return;
    }
    if (script && script[2] && ctx.method === 'GET') {
      await gate(script[1]).opened;
      gates.delete(script[1]);
      ctx.type = 'text/javascript';
      ctx.set('cache-control', 'no-store');
      // js=after-paint: the production loader of server-rendered pages (dist/, under a fresh token so
      // that a blocked shop-cart.js cannot come from an earlier page's cache).
      ctx.body =
        ctx.query.entry === 'after-paint'
          ? `import '/fresh/${script[1]}/dist/shop-cart-after-paint.js';`
          : "import '/bundles/shop-cart.js';";
      return;
    }
    if (script && !script[2] && ctx.method === 'POST') {
      gate(script[1]).open();
      ctx.status = 204;
      return;
    }
    return next();
  };
}
