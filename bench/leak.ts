// The leak check: mount/remove cycles of <shop-cart> with both counters on bench/leak.html, whose probe
// (bench/leak-probe.js, loaded before the bundles) counts listeners on window and document, open
// BroadcastChannels and pending timeouts and intervals; after the cycles each must be back to its baseline.
// Beside them, the heap after a full collection (DevTools Protocol) at checkpoints, and its growth per cycle
// over the second half of the cycles.
import type { Browser } from 'puppeteer-core';
import { cartRows, type Cart } from '../src/domain/index.js';

type LeakFigures = { listeners: number; channels: number; timeouts: number; intervals: number };
type LeakWindow = Window & {
  leakStart: (data: string, rows: number) => Promise<void>;
  leakCycles: (data: string, rows: number, cycles: number) => Promise<void>;
  leakEnd: () => Promise<{ before: LeakFigures; after: LeakFigures; added: string[] }>;
};

const CHECKPOINTS = 5;

/** `props`: the start-up data's props (the cart, and the payments when the bench configures them). */
export async function runLeakCheck(
  browser: Browser,
  url: string,
  props: { cart: Cart; payments?: unknown },
  cycles: number,
): Promise<{ growthPerCycle: number }> {
  const data = JSON.stringify({ props });
  const rows = cartRows(props.cart.items).length;
  // A page of its own (its probe wraps addEventListener, BroadcastChannel and the timers).
  const leakPage = await browser.newPage();
  const cdp = await leakPage.createCDPSession();
  const heapAfterCollection = async () => {
    // Twice: what the first collection frees can release more (weak maps, finalizers).
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  await leakPage.goto(`${url}/bench/leak.html`, { waitUntil: 'load' });
  await leakPage.waitForFunction("customElements.get('shop-cart') && 'leakStart' in window");
  await leakPage.evaluate((d, r) => (window as unknown as LeakWindow).leakStart(d, r), data, rows);
  const step = Math.max(1, Math.floor(cycles / CHECKPOINTS));
  const heap: { cycle: number; bytes: number }[] = [];
  for (let done = 0; done < cycles;) {
    const n = Math.min(step, cycles - done);
    await leakPage.evaluate(
      (d, r, c) => (window as unknown as LeakWindow).leakCycles(d, r, c),
      data,
      rows,
      n,
    );
    done += n;
    heap.push({ cycle: done, bytes: await heapAfterCollection() });
  }
  const leak = await leakPage.evaluate(() => (window as unknown as LeakWindow).leakEnd());
  await leakPage.close();
  const kinds = ['listeners', 'channels', 'timeouts', 'intervals'] as const;
  const held = kinds.every((kind) => leak.after[kind] <= leak.before[kind]);
  // Growth over the second half of the cycles: what the page still retains once the engine's own warm-up
  // (compiled code, the performance timeline's bounded buffers) is over.
  const first = heap.find((point) => point.cycle >= cycles / 2) ?? heap[0];
  const last = heap[heap.length - 1];
  const growthPerCycle =
    first && last && last.cycle > first.cycle ? (last.bytes - first.bytes) / (last.cycle - first.cycle) : 0;
  console.log(
    `\n== Leaks: ${cycles} mount/remove cycles of <shop-cart> with both counters (after one warm-up) ==`,
  );
  console.log(
    `window/document listeners ${leak.before.listeners} → ${leak.after.listeners}, BroadcastChannels ${leak.before.channels} → ${leak.after.channels}, ` +
      `pending timeouts ${leak.before.timeouts} → ${leak.after.timeouts}, intervals ${leak.before.intervals} → ${leak.after.intervals}: ` +
      (held ? 'back to baseline' : `LEAK${leak.added.length ? ` [${leak.added.join(', ')}]` : ''}`),
  );
  console.log(
    `heap after a full collection: ${heap.map((point) => `${point.cycle}: ${(point.bytes / 1024 / 1024).toFixed(2)} MB`).join(', ')}; ` +
      `growth from cycle ${first?.cycle ?? 0} to ${last?.cycle ?? 0}: ${(growthPerCycle / 1024).toFixed(2)} KB per cycle`,
  );
  return { growthPerCycle };
}
