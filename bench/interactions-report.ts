// The interaction benchmark's table (bench/interactions.ts): each interaction's median and worst latency
// per cart size, and the issue's targets.
import type { BenchEngine } from './interaction-engines.js';
import { median, ms, verdict } from './stats.js';

/** Each interaction's worst latency, one per run. */
export type Results = Map<string, number[]>;

/** What each size may take at worst (issue 38): none for 6 items, whose cart is smaller than 25. */
const TARGETS: Record<number, number> = { 25: 50, 100: 60 };

export function printInteractions(
  engine: BenchEngine,
  bySize: Map<number, Results>,
  { apiDelayMs, runs, sizes }: { apiDelayMs: number; runs: number; sizes: readonly number[] },
) {
  const speed = engine.cpu > 1 ? `CPU ×${engine.cpu}` : "the machine's CPU speed (no throttling)";
  console.log(`\n== Interactions: ${engine.name}, ${speed}, API delay ${apiDelayMs} ms, ${runs} runs ==`);
  const names = [...new Set([...bySize.values()].flatMap((results) => [...results.keys()]))];
  console.log(
    `${'interaction'.padEnd(40)} ${sizes.map((size) => `${size} items (median / worst)`.padEnd(26)).join('')}`,
  );
  for (const name of names) {
    const cells = sizes.map((size) => {
      const values = bySize.get(size)?.get(name) ?? [];
      return (values.length ? `${ms(median(values))} / ${ms(Math.max(...values))}` : '–').padEnd(26);
    });
    console.log(`${name.padEnd(40)} ${cells.join('')}`);
  }
  for (const [size, target] of Object.entries(TARGETS)) {
    const measured = [...(bySize.get(Number(size))?.entries() ?? [])].filter(
      ([name, values]) => !name.startsWith('sticky') && values.length > 0,
    );
    if (measured.length === 0) continue;
    const [worstName, worstValues] = measured.reduce((a, b) => (median(b[1]) > median(a[1]) ? b : a));
    const worst = median(worstValues);
    console.log(
      `target ${size} items: every interaction's median worst latency ≤ ${target} ms ` +
        `(slowest: ${worstName}, ${ms(worst)}: ${verdict(worst <= target)})`,
    );
  }
}
