import { CacheProvider } from '@emotion/react';
import { useInsertionEffect, useMemo } from 'react';
import { CartFragment } from './CartFragment.js';
import type { FragmentStyles } from './fragment-styles.js';
import type { HostStartup } from './host-startup.js';
import { readStartup, startupFromHost, type StartupAttributes, type StartupResult } from './read-startup.js';
import { StartupFailure } from './StartupFailure.js';

/** Where the start-up comes from: what the element carries, or data given directly. */
export type StartupSource =
  { kind: 'element'; host: HostStartup } | { kind: 'data'; data: unknown; attributes?: StartupAttributes };

export interface ShopCartRootProps {
  source: StartupSource;
  /** Where the styles go: the shadow root in the browser, a collecting cache on the server. */
  styles: FragmentStyles;
  /** Where `shop-cart-error` is dispatched: the element (none on the server). */
  eventTarget: EventTarget | null;
}

const startupOf = (source: StartupSource): StartupResult =>
  source.kind === 'element'
    ? startupFromHost(source.host)
    : readStartup(source.attributes ?? {}, source.data);

/**
 * Reads the start-up and renders the cart, or nothing when the element cannot start. The same tree on the
 * server and in the browser (hydration), a pure function of the start-up and the cart's state.
 */
export function ShopCartRoot({ source, styles, eventTarget }: ShopCartRootProps) {
  const startup = useMemo(() => startupOf(source), [source]);
  const nonce = startup.ok ? startup.nonce : undefined;
  const cache = useMemo(() => styles.createCache(nonce), [styles, nonce]);
  const shows = startup.ok;
  useInsertionEffect(() => (shows ? styles.attach(cache, nonce) : undefined), [styles, cache, nonce, shows]);

  if (!startup.ok)
    return (
      <StartupFailure host={eventTarget} detail={{ reason: startup.reason, message: startup.message }} />
    );
  const key = `${startup.config.tenant}|${startup.config.baseUrl}|${startup.config.locale}`;
  return (
    <CacheProvider value={cache}>
      <CartFragment key={key} startup={startup} />
    </CacheProvider>
  );
}
