import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * True where a cart renders afresh while its page loads: nothing of it is on screen yet and the page's
 * first paint is at stake. False on the server and while hydrating (the default), where the markup holds
 * everything and the render must match it, and in a loaded page, where the cart renders whole.
 */
export const TopFirstContext = createContext(false);

/**
 * Whether to render a part of the page that the shopper does not see first (the summary, the shipping
 * methods, the tiles after the first screen): on a fresh render during the page's load, not in the first
 * commit but right after the first paint, in a transition (time-sliced, so it adds no long task before
 * the shopper sees the cart); on the server, while hydrating and in a loaded page, at once
 * (TopFirstContext). Parts that mount together come in the same transition; why and its figures:
 * docs/decisions/0005-summary-after-first-paint.md. In the wide layout the summary's column is part of the grid from the start, so nothing moves when it
 * comes.
 */
export function useShownAfterFirstPaint(): boolean {
  const topFirst = useContext(TopFirstContext);
  const [shown, setShown] = useState(!topFirst);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}
