// The leak check: mount/remove cycles of <shop-cart> with both counters on bench/leak.html, whose probe
// (bench/leak-probe.js, loaded before the bundles) counts listeners on window and document, open
// BroadcastChannels and pending timeouts and intervals; after the cycles each must be back to its baseline.
import type { Browser } from 'puppeteer-core';
import { cartRows, type Cart } from '../src/domain/index.js';

type LeakFigures = { listeners: number; channels: number; timeouts: number; intervals: number };
type LeakWindow = Window & {
  leakCheck: (
    data: string,
    rows: number,
    cycles: number,
  ) => Promise<{ before: LeakFigures; after: LeakFigures; added: string[] }>;
};

/** `props`: the start-up data's props (the cart, and the payments when the bench configures them). */
export async function runLeakCheck(
  browser: Browser,
  url: string,
  props: { cart: Cart; payments?: unknown },
  cycles: number,
): Promise<void> {
  const data = JSON.stringify({ props });
  const rows = cartRows(props.cart.items).length;
  // A page of its own (its probe wraps addEventListener, BroadcastChannel and the timers).
  const leakPage = await browser.newPage();
  await leakPage.goto(`${url}/bench/leak.html`, { waitUntil: 'load' });
  await leakPage.waitForFunction("customElements.get('shop-cart') && 'leakCheck' in window");
  const leak = await leakPage.evaluate(
    (d, r, n) => (window as unknown as LeakWindow).leakCheck(d, r, n),
    data,
    rows,
    cycles,
  );
  await leakPage.close();
  const kinds = ['listeners', 'channels', 'timeouts', 'intervals'] as const;
  const held = kinds.every((kind) => leak.after[kind] <= leak.before[kind]);
  console.log(
    `\n== Leaks: ${cycles} mount/remove cycles of <shop-cart> with both counters (after one warm-up) ==`,
  );
  console.log(
    `window/document listeners ${leak.before.listeners} → ${leak.after.listeners}, BroadcastChannels ${leak.before.channels} → ${leak.after.channels}, ` +
      `pending timeouts ${leak.before.timeouts} → ${leak.after.timeouts}, intervals ${leak.before.intervals} → ${leak.after.intervals}: ` +
      (held ? 'back to baseline' : `LEAK${leak.added.length ? ` [${leak.added.join(', ')}]` : ''}`),
  );
}
