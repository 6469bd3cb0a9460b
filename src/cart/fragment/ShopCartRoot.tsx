import { useMemo } from 'react';
import { CartFragment } from './CartFragment.js';
import { startupFromHost, readStartup, type StartupResult } from './read-startup.js';
import type { HostStartup } from './host-startup.js';
import { StartupFailure } from './StartupFailure.js';

export interface ShopCartRootProps {
  /** What the element carries (attributes, JSON child, nonce); read by the renderer, not in render. */
  host?: HostStartup;
  /** The shadow root the cart renders into (r2wc's `container`). */
  container?: ShadowRoot | HTMLElement;
  /** Start-up data given directly (mountCart); attributes do not apply. */
  startupData?: unknown;
}

function hostOf(container: ShadowRoot | HTMLElement | undefined): HTMLElement | null {
  if (!container) return null;
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}

function startupOf({ host, startupData }: ShopCartRootProps): StartupResult {
  if (startupData !== undefined) return readStartup({}, startupData);
  return startupFromHost(
    host ?? { tenant: undefined, locale: undefined, baseUrl: undefined, json: undefined, nonce: undefined },
  );
}

/** Reads the start-up data and renders the cart, or nothing when the element cannot start. */
export function ShopCartRoot(props: ShopCartRootProps) {
  const { host, startupData, container } = props;
  const startup = useMemo(() => startupOf({ host, startupData }), [host, startupData]);
  if (!container) return null;
  if (!startup.ok)
    return (
      <StartupFailure
        host={hostOf(container)}
        detail={{ reason: startup.reason, message: startup.message }}
      />
    );
  const key = `${startup.config.tenant}|${startup.config.baseUrl}|${startup.config.locale}`;
  return <CartFragment key={key} startup={startup} styleRoot={container} />;
}
