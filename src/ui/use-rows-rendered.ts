import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * True where a cart renders afresh while its page loads: nothing of it is on screen yet and the page's
 * first paint is at stake. False on the server and while hydrating (the default), where the markup holds
 * every row and the render must match it, and in a loaded page, where a long list renders whole.
 */
export const TopFirstContext = createContext(false);

/**
 * How many of `count` rows to render: on a fresh render during the page's load the first `atOnce` only, the rest
 * right after the first paint in a transition (time-sliced, so a long list adds no long task before the
 * shopper sees the cart); on the server and while hydrating all of them. `atOnce` rows should fill the
 * first screen, so that nothing visible moves when the rest comes below them.
 */
export function useRowsRendered(count: number, atOnce: number): number {
  const topFirst = useContext(TopFirstContext);
  const [all, setAll] = useState(!topFirst || atOnce >= count);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? count : Math.min(count, atOnce);
}
