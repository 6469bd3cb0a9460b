import { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadChunk } from '../../domain/load-chunk.js';
import { whenNearOrIdle } from '../../ui/when-near-or-idle.js';
import { useFragmentConfig } from '../fragment/startup/use-fragment-config.js';

/**
 * The express checkout area's place in the summary, the target of the sticky bar's scroll button
 * (`[data-express-checkout]`). With a payment provider configured, the area (a lazy chunk with the
 * providers' code) loads once the page is idle and the area near the viewport, and shows its heading
 * (summary.express), its buttons and summary.or once a button is available; until then it shows nothing.
 */
export function ExpressCheckoutSlot() {
  const { payments } = useFragmentConfig();
  // A ref, not state: a state update while the cart commits would run every effect of the page before
  // its first paint.
  const anchor = useRef<HTMLDivElement>(null);
  const [Area, setArea] = useState<ComponentType | null>(null);
  // The chunk reads which providers fit; without any entry there is nothing to load.
  const configured = payments !== null && Object.keys(payments).length > 0;

  useEffect(() => {
    if (!configured || !anchor.current) return undefined;
    let live = true;
    const cancel = whenNearOrIdle(anchor.current, () => {
      // A chunk that does not come leaves the area empty: the next step works as before.
      loadChunk(() => import('../../payments/ExpressCheckoutArea.js')).then(
        (module) => live && setArea(() => module.ExpressCheckoutArea),
        (error: unknown) => console.warn('shop-cart: the express payments could not be loaded', error),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [configured]);

  return (
    <div ref={anchor} data-express-checkout="" part="express-checkout">
      {Area && <Area />}
    </div>
  );
}
