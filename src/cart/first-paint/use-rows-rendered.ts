import { useShownAfterFirstPaint } from './use-shown-after-first-paint.js';

/**
 * How many of `count` rows to render: on a fresh render during the page's load the first `atOnce` only, the
 * rest right after the first paint (use-shown-after-first-paint.ts); on the server, while hydrating and in a
 * loaded page all of them. `atOnce` rows should fill the first screen, so that nothing visible moves when
 * the rest comes below them.
 */
export function useRowsRendered(count: number, atOnce: number): number {
  return useShownAfterFirstPaint() ? count : Math.min(count, atOnce);
}
