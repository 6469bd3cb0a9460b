import { useMemo } from 'react';
import { CartFragment } from './CartFragment.js';
import { parseStartupJson, readStartup, type StartupResult } from './read-startup.js';
import { StartupFailure } from './StartupFailure.js';

export interface ShopCartRootProps {
  tenant?: string;
  locale?: string;
  baseUrl?: string;
  /** The shadow root r2wc renders into. */
  container?: ShadowRoot | HTMLElement;
  /** Start-up data given directly (mountCart); otherwise the host's JSON child is read. */
  startupData?: unknown;
}

function hostOf(container: ShadowRoot | HTMLElement | undefined): HTMLElement | null {
  if (!container) return null;
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}

function startupFrom(props: ShopCartRootProps, host: HTMLElement | null): StartupResult {
  const attributes = { tenant: props.tenant, locale: props.locale, baseUrl: props.baseUrl };
  if (props.startupData !== undefined) return readStartup(attributes, props.startupData);
  const script = host?.querySelector(':scope > script[type="application/json"]');
  const json = parseStartupJson(script?.textContent);
  if (!json.ok) {
    return {
      ok: false,
      reason: 'invalid-json',
      message: 'shop-cart: the start-up data (JSON child) does not parse',
    };
  }
  return readStartup(attributes, json.data);
}

/** Reads the start-up data and renders the cart, or nothing when the element cannot start. */
export function ShopCartRoot(props: ShopCartRootProps) {
  const { tenant, locale, baseUrl, container, startupData } = props;
  const host = hostOf(container);
  const startup = useMemo(
    () => startupFrom({ tenant, locale, baseUrl, startupData }, host),
    [tenant, locale, baseUrl, startupData, host],
  );
  if (!container) return null;
  if (!startup.ok)
    return <StartupFailure host={host} detail={{ reason: startup.reason, message: startup.message }} />;
  const key = `${startup.config.tenant}|${startup.config.baseUrl}|${startup.config.locale}`;
  return <CartFragment key={key} startup={startup} styleRoot={container} />;
}
