// The page and the server of the interaction benchmark (bench/interactions.ts): the page records Event
// Timing entries (in an engine without them, each input event's own time to the end of the next frame) and
// mounts <shop-cart> with the reference API's start-up data; the server forwards
// everything to the demo server and holds each API call (not the test endpoints) for a fixed delay, so
// that the figures are the cart's own work, not the API's.
import { createServer, request, type Server } from 'node:http';

export const INTERACTIONS_PAGE = '/bench/interactions.html';

const PAGE = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>shop-cart interaction benchmark</title>
    <script type="module" src="/dist/shop-cart.js"></script>
  </head>
  <body>
    <main id="stage"></main>
    <script>
      // Each interaction's entries (input delay + processing + next paint), and the frames' gaps.
      window.benchEntries = [];
      if (typeof PerformanceEventTiming !== 'undefined') new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.interactionId) window.benchEntries.push({ id: entry.interactionId, duration: entry.duration });
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
      // Without Event Timing (WebKit): each input event from its time stamp (the input's time) until the
      // task after the next frame, which begins once that frame's rendering is done.
      if (typeof PerformanceEventTiming === 'undefined') {
        let id = 0;
        for (const type of ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup', 'beforeinput', 'input']) {
          window.addEventListener(
            type,
            (event) => {
              const now = performance.now();
              const start = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
              const interaction = (id += 1);
              requestAnimationFrame(() => {
                const channel = new MessageChannel();
                channel.port1.onmessage = () => {
                  const duration = performance.now() - start;
                  if (duration >= 16) window.benchEntries.push({ id: interaction, duration });
                };
                channel.port2.postMessage(null);
              });
            },
            { capture: true },
          );
        }
      }
      window.benchFrames = [];
      window.watchFrames = (ms) =>
        new Promise((resolve) => {
          const gaps = [];
          let last = performance.now();
          const end = last + ms;
          const frame = (now) => {
            gaps.push(now - last);
            last = now;
            if (now < end) requestAnimationFrame(frame);
            else resolve(Math.max(...gaps));
          };
          requestAnimationFrame(frame);
        });
      window.mountBenchCart = async (items, itemLayout, newDesign, loggedIn) => {
        const post = (path, body) =>
          fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        await post('/api/test/reset', { items, loggedIn });
        const query = new URLSearchParams({ includeCart: 'true', newDesign: String(newDesign), itemLayout });
        const data = await (await fetch('/api/test/startup-data?' + query)).text();
        await customElements.whenDefined('shop-cart');
        const element = document.createElement('shop-cart');
        element.setAttribute('tenant', 'JS_DE');
        element.setAttribute('locale', 'de');
        const script = document.createElement('script');
        script.type = 'application/json';
        script.textContent = data;
        element.append(script);
        document.getElementById('stage').append(element);
      };
    </script>
  </body>
</html>`;

/** Serves the page and forwards the rest to `demoUrl`, API calls after `apiDelayMs`. */
export async function startInteractionServer(
  demoUrl: string,
  apiDelayMs: number,
): Promise<{ url: string; server: Server }> {
  const demo = new URL(demoUrl);
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === INTERACTIONS_PAGE) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(PAGE);
      return;
    }
    const delay = path.startsWith('/api/') && !path.startsWith('/api/test/') ? apiDelayMs : 0;
    const forward = () => {
      const upstream = request(
        { host: demo.hostname, port: demo.port, path, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    };
    if (delay) setTimeout(forward, delay);
    else forward();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, server };
}
