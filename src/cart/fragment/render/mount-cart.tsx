import type { Root } from 'react-dom/client';
import { prepareLocale } from '../../../i18n/locale-catalogues.js';
import { startCartRoot } from './cart-renderer.js';
import { shadowRootStyles } from './fragment-styles.js';
import { paintsTopFirst, rendersFresh } from '../../first-paint/index.js';
import { readStartup } from '../startup/read-startup.js';
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
  const startup = readStartup({}, data);
  let root: Root | null = null;
  let unmounted = false;
  // Decided before anything renders: a server-rendered root hydrates, any other renders afresh.
  const fresh = rendersFresh(container);
  const start = () => {
    if (unmounted) return;
    root = startCartRoot(
      shadowRoot,
      <ShopCartRoot
        startup={startup}
        styles={shadowRootStyles(shadowRoot)}
        eventTarget={container}
        topFirst={paintsTopFirst(container)}
        fresh={fresh}
      />,
    );
  };
  // A language other than German is a lazy chunk: the cart renders once it is here.
  const preparing = startup.ok ? prepareLocale(startup.config.locale) : null;
  if (preparing) void preparing.then(start);
  else start();
  return {
    unmount: () => {
      unmounted = true;
      root?.unmount();
    },
  };
}
