// A page whose HTML arrives in two parts, as a streaming shop server sends it: the test opens
//   GET /test-pages/streamed/ID        <head> that loads the element's module, then <shop-cart ATTRS>
// and the answer stays open until the test sends the rest:
//   POST /test-pages/streamed/ID       body: the HTML that follows (the JSON child, </shop-cart>, ...)
// Nothing waits on time: the test decides when the second part goes out.

/**
 * The rest of a shop page's head (its styles, metadata): a few KB, as on a real page. WebKit shows a
 * document only once its first kilobyte or so has arrived: with a bare head of 200 bytes the frame stayed
 * on about:blank until the second part came, and the element could not be connected before its JSON child.
 */
const HEAD_REST = `<style>${'main{display:block}'.repeat(120)}</style>`;

/**
 * The element's module, loaded by a classic script's `import()`, as a tag manager or a shop's loader
 * does. Not `<script type="module" async src>`: WebKit holds an async script whose load ends while its
 * parser is still on the first part (a cached script always does) until more HTML arrives, so in a page
 * that pauses, as this one does, the element is defined only with the JSON child (seen in WebKitGTK 2.50:
 * the second page of a run, with the module from the memory cache, timed out every time; the first,
 * loading it from the network, passed). A dynamic import is not held by the parser.
 */
const LOAD_ELEMENT = `<script>import('/bundles/shop-cart.js')</script>`;

/** @returns {(ctx: import('koa').Context, next: () => Promise<void>) => Promise<void>} */
export function streamedPage() {
  /** @type {Map<string, import('node:http').ServerResponse>} */
  const open = new Map();
  return async (ctx, next) => {
    const match = /^\/test-pages\/streamed\/([\w-]+)$/.exec(ctx.path);
    if (!match) return next();
    const id = match[1];
    if (ctx.method === 'GET') {
      ctx.respond = false;
      const res = ctx.res;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      const attributes = ctx.query.attributes ?? '';
      res.write(
        `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>streamed</title>` +
          `${LOAD_ELEMENT}${HEAD_REST}</head>` +
          `<body><main><shop-cart ${attributes}>`,
      );
      open.set(id, res);
      return;
    }
    if (ctx.method === 'POST') {
      const res = open.get(id);
      if (!res) {
        ctx.status = 404;
        return;
      }
      let body = '';
      for await (const chunk of ctx.req) body += chunk;
      res.end(body);
      open.delete(id);
      ctx.status = 204;
      return;
    }
    return next();
  };
}
