import { useInsertionEffect } from 'react';
import { CartFragment } from './CartFragment.js';
import type { FragmentStyles } from './fragment-styles.js';
import type { StartupResult } from '../startup/read-startup.js';
import { StartupFailure } from './StartupFailure.js';
import { useEarlyClicksReplay } from './replay-early-clicks.js';
import { RendersFreshContext, TopFirstContext } from '../../first-paint/index.js';

export interface ShopCartRootProps {
  /** The start-up, read before rendering (from the element, from given data, or on the server). */
  startup: StartupResult;
  /** Where the styles go: the shadow root in the browser; nowhere on the server (it writes them itself). */
  styles: FragmentStyles;
  /** Where `shop-cart-error` is dispatched: the element (none on the server). */
  eventTarget: EventTarget | null;
  /** True when the cart renders afresh while its page loads: a long list paints its top first. */
  topFirst?: boolean;
  /** True when the cart renders afresh in the browser (not on the server, not hydrating). */
  fresh?: boolean;
}

/**
 * The cart, or nothing when the element cannot start. The same tree on the server and in the browser
 * (hydration): a pure function of the start-up and the cart's state.
 */
export function ShopCartRoot({
  startup,
  styles,
  eventTarget,
  topFirst = false,
  fresh = false,
}: ShopCartRootProps) {
  const nonce = startup.ok ? startup.config.nonce : undefined;
  const shows = startup.ok;
  useInsertionEffect(() => (shows ? styles.attach(nonce) : undefined), [styles, nonce, shows]);
  // What the server-rendered markup took before hydration is carried out now (docs/early-clicks.md).
  useEarlyClicksReplay(eventTarget);

  if (!startup.ok)
    return (
      <StartupFailure host={eventTarget} detail={{ reason: startup.reason, message: startup.message }} />
    );
  // A new tenant or API starts the cart afresh; a new language does not (CartFragment switches its texts).
  const key = `${startup.config.tenant}|${startup.config.baseUrl}`;
  return (
    <RendersFreshContext.Provider value={fresh}>
      <TopFirstContext.Provider value={topFirst}>
        <CartFragment key={key} startup={startup} host={eventTarget} />
      </TopFirstContext.Provider>
    </RendersFreshContext.Provider>
  );
}
