import { startCartRoot } from './cart-renderer.js';
import { shadowRootStyles } from './fragment-styles.js';
import { readStartup } from './read-startup.js';
import { ShopCartRoot } from './ShopCartRoot.js';

export interface MountedCart {
  unmount(): void;
}

/**
 * Mounts the cart into `container` without the custom element (spec point 5: start-up fails without
 * fragment data or without a container). The cart renders into the container's open shadow root, which is
 * created when missing (a server-rendered one is hydrated). Attributes do not apply: `data` is the whole
 * start-up data.
 */
export function mountCart(container: Element | null | undefined, data: unknown): MountedCart {
  if (!container) throw new Error('mountCart: no container element given');
  if (data === null || data === undefined) throw new Error('mountCart: no fragment data given');
  const shadowRoot = container.shadowRoot ?? container.attachShadow({ mode: 'open' });
  const root = startCartRoot(
    shadowRoot,
    <ShopCartRoot
      startup={readStartup({}, data)}
      styles={shadowRootStyles(shadowRoot)}
      eventTarget={container}
    />,
  );
  return { unmount: () => root.unmount() };
}
