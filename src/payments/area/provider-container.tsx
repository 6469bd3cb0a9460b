// Provider buttons live in iframes and scripts that look elements up in the document: they cannot work
// inside the element's shadow root. Each gets a container in the host element's light DOM, which the
// shadow tree shows through a named slot where the express area is: no provider script reaches into the
// shadow root, and no page style reaches the cart's own parts.
import { useEffect, useState } from 'react';
import type { ExpressProvider } from '../../domain/payments/index.js';
import type { ProviderButtonProps } from './provider-props.js';

/** The host element of the shadow root `node` sits in; null outside a shadow root. */
export function hostOf(node: Node): HTMLElement | null {
  const root = node.getRootNode();
  return root instanceof ShadowRoot && root.host instanceof HTMLElement ? root.host : null;
}

/** The slot name of a provider's container (one per provider and element). */
const providerSlotName = (provider: ExpressProvider) => `express-${provider}`;

let containers = 0;

function createContainer(host: HTMLElement, provider: ExpressProvider): HTMLElement {
  const element = host.ownerDocument.createElement('div');
  containers += 1;
  element.id = `shop-cart-${provider}-${containers}`;
  element.slot = providerSlotName(provider);
  element.dataset.shopCartExpress = provider;
  return element;
}

/**
 * A light-DOM container for a provider's button, in `host` while the component is mounted. It has a
 * page-wide unique id (Amazon Pay finds its container by selector).
 */
function useProviderContainer(host: HTMLElement, provider: ExpressProvider): HTMLElement {
  // Only ever rendered in the browser: the area renders its buttons once it knows its host (after mount).
  const [container] = useState(() => createContainer(host, provider));
  useEffect(() => {
    host.append(container);
    return () => container.remove();
  }, [host, container]);
  return container;
}

/** Marks a container disabled: not clickable, not focusable, greyed (`::slotted([data-disabled])`). */
function markDisabled(container: HTMLElement, disabled: boolean): void {
  container.inert = disabled;
  container.toggleAttribute('data-disabled', disabled);
}

function useContainerDisabled(container: HTMLElement, disabled: boolean): void {
  useEffect(() => markDisabled(container, disabled), [container, disabled]);
}

/** A provider button's container: in the host's light DOM while mounted, and disabled while the area says. */
export function useProviderButtonContainer(
  { host, disabled }: Pick<ProviderButtonProps<unknown>, 'host' | 'disabled'>,
  provider: ExpressProvider,
): HTMLElement {
  const container = useProviderContainer(host, provider);
  useContainerDisabled(container, disabled);
  return container;
}

/** Where a provider's container shows in the shadow tree: its slot, hidden while the type is not offered. */
export function ProviderSlot({ provider, shown }: { provider: ExpressProvider; shown: boolean }) {
  return (
    <div hidden={!shown}>
      <slot name={providerSlotName(provider)} />
    </div>
  );
}
