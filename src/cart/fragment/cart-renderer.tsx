import { createRoot, type Root } from 'react-dom/client';
import { ShopCartRoot } from './ShopCartRoot.js';
import {
  readHostStartup,
  STARTUP_ATTRIBUTES,
  whenStartupComplete,
  type HostStartup,
} from './host-startup.js';

/** One mounted `<shop-cart>`: from connect to disconnect (r2wc mounts again when the element moves). */
export interface MountedShopCart {
  container: ShadowRoot;
  host: HTMLElement;
  root: Root | null;
  /** The start-up last rendered; kept while nothing changes so that render sees the same object. */
  startup: HostStartup | null;
  dispose: () => void;
}

const sameStartup = (a: HostStartup | null, b: HostStartup) =>
  a !== null &&
  a.tenant === b.tenant &&
  a.locale === b.locale &&
  a.baseUrl === b.baseUrl &&
  a.json === b.json &&
  a.nonce === b.nonce;

function render(mounted: MountedShopCart): void {
  const startup = readHostStartup(mounted.host);
  if (mounted.root && sameStartup(mounted.startup, startup)) return;
  mounted.startup = startup;
  mounted.root ??= createRoot(mounted.container);
  mounted.root.render(<ShopCartRoot container={mounted.container} host={startup} />);
}

/**
 * The r2wc renderer of `<shop-cart>`. It reads the element itself rather than r2wc's props (r2wc ignores
 * an empty or removed attribute), waits for a JSON child still being parsed, and renders again when an
 * attribute changes.
 */
export const cartRenderer = {
  mount(container: HTMLElement | ShadowRoot): MountedShopCart {
    const shadowRoot = container as ShadowRoot;
    const host = shadowRoot.host as HTMLElement;
    const observer = new MutationObserver(() => {
      if (mounted.root) render(mounted);
    });
    const mounted: MountedShopCart = {
      container: shadowRoot,
      host,
      root: null,
      startup: null,
      dispose: () => undefined,
    };
    const stopWaiting = whenStartupComplete(host, () => render(mounted));
    observer.observe(host, { attributes: true, attributeFilter: [...STARTUP_ATTRIBUTES] });
    mounted.dispose = () => {
      stopWaiting();
      observer.disconnect();
    };
    return mounted;
  },
  update(mounted: MountedShopCart): void {
    if (mounted.root) render(mounted);
  },
  unmount(mounted: MountedShopCart): void {
    mounted.dispose();
    mounted.root?.unmount();
    mounted.root = null;
  },
};
