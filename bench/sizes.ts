// Gzip sizes of the built element: the entry with every chunk it imports statically (what a page must load
// before the cart can render), and each lazy chunk on its own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.\/[^"']+)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'](\.\/[^"']+)["']\s*\)/g;

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const imports = (code: string, pattern: RegExp) => [...code.matchAll(pattern)].map((match) => match[1] ?? '');

export interface BundleSizes {
  entry: string;
  initialFiles: string[];
  initialGzip: number;
  lazy: { file: string; gzip: number }[];
}

/** Walks the static imports from `entry` in `dir`; every dynamic import reached is a lazy chunk. */
export function bundleSizes(dir: string, entry: string): BundleSizes {
  const initial = new Set<string>();
  const lazy = new Set<string>();
  const visit = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    for (const next of imports(code, STATIC_IMPORT)) visit(next.replace(/^\.\//, ''), into);
    for (const next of imports(code, DYNAMIC_IMPORT)) lazy.add(next.replace(/^\.\//, ''));
  };
  visit(entry, initial);
  // A lazy chunk's own static imports load with it; those already in the initial set cost nothing more.
  const lazyFiles = [...lazy].filter((file) => !initial.has(file));
  return {
    entry,
    initialFiles: [...initial],
    initialGzip: [...initial].reduce((sum, file) => sum + gzipSize(join(dir, file)), 0),
    lazy: lazyFiles.map((file) => {
      const closure = new Set<string>();
      visit(file, closure);
      const extra = [...closure].filter((f) => !initial.has(f));
      return { file, gzip: extra.reduce((sum, f) => sum + gzipSize(join(dir, f)), 0) };
    }),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
