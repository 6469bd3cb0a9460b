import { createRoot } from 'react-dom/client';
import { ShopCartRoot } from './ShopCartRoot.js';

export interface MountedCart {
  unmount(): void;
}

/**
 * Mounts the cart into `container` without the custom element (spec point 5: start-up fails without
 * fragment data or without a container). The cart renders into the container's open shadow root, which is
 * created when missing. Attributes do not apply: `data` is the whole start-up data.
 */
export function mountCart(container: Element | null | undefined, data: unknown): MountedCart {
  if (!container) throw new Error('mountCart: no container element given');
  if (data === null || data === undefined) throw new Error('mountCart: no fragment data given');
  const shadowRoot = container.shadowRoot ?? container.attachShadow({ mode: 'open' });
  const root = createRoot(shadowRoot);
  root.render(<ShopCartRoot container={shadowRoot} startupData={data} />);
  return { unmount: () => root.unmount() };
}
