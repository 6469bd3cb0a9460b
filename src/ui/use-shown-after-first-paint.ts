import { startTransition, useContext, useEffect, useState } from 'react';
import { TopFirstContext } from './use-rows-rendered.js';

/**
 * Whether to render a part of the page that a phone shows only after scrolling (the summary, the shipping
 * methods): on a fresh render during the page's load, not in the first commit but right after the first
 * paint, in a transition; on the server, while hydrating and in a loaded page, at once (TopFirstContext).
 * The first paint then lays out and paints the title and the tiles only, which is what the shopper sees
 * first. Measured on the bench's fresh 6-item page (CPU ×4, 25 interleaved cold loads each): LCP 844 →
 * 796 ms. In the wide layout the summary's column is part of the grid from the start, so nothing moves when
 * it comes.
 */
export function useShownAfterFirstPaint(): boolean {
  const topFirst = useContext(TopFirstContext);
  const [shown, setShown] = useState(!topFirst);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}
