import { startTransition, type ReactElement } from 'react';
import type { R2WCBaseProps } from '@r2wc/core';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { knowFormattedTexts } from '../../../i18n/formatted-texts.js';
import { prepareLocale } from '../../../i18n/locale-catalogues.js';
import { shadowRootStyles, type FragmentStyles } from './fragment-styles.js';
import {
  afterIntlWarmUpRuns,
  buildFormattersFirst,
  paintsTopFirst,
  rendersFresh,
} from '../../first-paint/index.js';
import { startupFromHost, type StartupResult } from '../startup/read-startup.js';
import { takeServerTexts } from '../startup/server-texts.js';
import { ShopCartRoot } from './ShopCartRoot.js';
import { dropReplacedServerMarkup, serverMarkupOf } from './server-markup-replaced.js';
import { cartHandleOf } from './cart-handle.js';
import {
  readHostStartup,
  STARTUP_ATTRIBUTES,
  whenStartupComplete,
  type HostStartup,
} from '../startup/host-startup.js';

/**
 * Starts React in `root`: hydrates a server-rendered cart (its styles are the sign) in a transition, so
 * that hydrating the painted markup is time-sliced and never blocks input for long; else renders afresh at
 * once: nothing is on screen yet, and a transition would only put the first paint off (issue 19).
 */
export function startCartRoot(root: ShadowRoot, element: ReactElement): Root {
  if (!rendersFresh(root.host)) {
    // The texts the server formatted: hydrating needs no Intl formatter (i18n/formatted-texts.ts).
    knowFormattedTexts(takeServerTexts(root));
    const started: { root?: Root } = {};
    const serverMarkup = serverMarkupOf(root);
    startTransition(() => {
      // React hydrates into a shadow root as it renders into one (its types only name elements).
      started.root = hydrateRoot(root as unknown as Element, element, {
        // Called after the commit that recovered, before its effects (the early clicks' replay) run.
        onRecoverableError: (error) => {
          dropReplacedServerMarkup(root, serverMarkup);
          // React's own default: the error reaches the page's error handlers.
          reportError(error);
        },
      });
    });
    if (!started.root) throw new Error('shop-cart: hydration did not start');
    return started.root;
  }
  const created = createRoot(root);
  created.render(element);
  return created;
}

/**
 * The props r2wc keeps for `<shop-cart>`: its attributes (the renderer reads them from the element), beside
 * r2wc's own `container`, which nothing here reads.
 */
export interface ShopCartElementProps extends R2WCBaseProps {
  tenant?: string;
  locale?: string;
  baseUrl?: string;
}

/**
 * What r2wc is given as the element's component. The renderer renders `ShopCartRoot` from the element
 * itself instead, so this is never rendered.
 */
export function ShopCartElementContent(props: ShopCartElementProps): null {
  void props;
  return null;
}

/** One mounted `<shop-cart>`: from connect to disconnect (r2wc mounts again when the element moves). */
export interface MountedShopCart {
  container: ShadowRoot;
  host: HTMLElement;
  root: Root | null;
  styles: FragmentStyles;
  /** Whether the cart paints a long list's top first (decided before its first render, then kept). */
  topFirst: boolean | null;
  /** Whether the cart renders afresh rather than hydrating (decided before its first render, then kept). */
  fresh: boolean | null;
  /** Set once the first render has waited for the Intl warm-up: cancels the wait while it lasts. */
  waitedForIntl: (() => void) | null;
  /** What the element carried when last rendered: nothing is read again while it stays the same. */
  carried: HostStartup | null;
  /** Set once started (the element was in a document): stops waiting for its start-up data. */
  stopWaiting: (() => void) | null;
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
  const carried = readHostStartup(mounted.host);
  if (mounted.root && sameStartup(mounted.carried, carried)) return;
  mounted.carried = carried;
  const startup = startupFromHost(carried);
  // A language other than German is a lazy chunk: the cart renders once it is here (no German flashes
  // first), from what the element carries then (attributes may have changed meanwhile).
  const preparing = startup.ok ? prepareLocale(startup.config.locale) : null;
  if (preparing) {
    void preparing.then(() => {
      if (mounted.carried !== carried) return; // unmounted, or a newer start-up took over
      mounted.carried = null;
      render(mounted);
    });
    return;
  }
  paint(mounted, startup);
}

function paint(mounted: MountedShopCart, startup: StartupResult): void {
  cartHandleOf(mounted.host)?.started(
    startup.ok ? null : { reason: startup.reason, message: startup.message },
  );
  mounted.topFirst ??= paintsTopFirst(mounted.host);
  mounted.fresh ??= rendersFresh(mounted.host);
  const element = (
    <ShopCartRoot
      startup={startup}
      styles={mounted.styles}
      eventTarget={mounted.host}
      topFirst={mounted.topFirst}
      fresh={mounted.fresh}
    />
  );
  if (mounted.root) mounted.root.render(element);
  else {
    // A fresh cart on a loading page, with its cart in the start-up data.
    const firstPaint =
      mounted.topFirst && startup.ok && startup.cart
        ? { cart: startup.cart, locale: startup.config.locale }
        : null;
    if (firstPaint && !mounted.waitedForIntl) {
      // It waits for the Intl warm-up's worker to run (at most a moment, and only where one is
      // starting), then renders from what the element carries then.
      const cancel = afterIntlWarmUpRuns(() => {
        mounted.carried = null;
        render(mounted);
      });
      mounted.waitedForIntl = cancel ?? (() => undefined);
      if (cancel) return;
    }
    // Its formatters are built first, in tasks of their own.
    if (firstPaint) buildFormattersFirst(firstPaint.cart, firstPaint.locale);
    mounted.root = startCartRoot(mounted.container, element);
  }
}

/**
 * Starts the cart once the element is in a document. r2wc mounts it as soon as an observed attribute is
 * set, also on an element a host has created and not inserted yet, whose JSON child may come only with
 * the insertion: started then, the cart would render without its start-up data and load itself from the
 * API.
 */
function start(mounted: MountedShopCart): void {
  if (mounted.stopWaiting || !mounted.host.isConnected) return;
  mounted.stopWaiting = whenStartupComplete(mounted.host, () => render(mounted));
}

/**
 * The r2wc renderer of `<shop-cart>`. It reads the element itself rather than r2wc's props (r2wc ignores
 * an empty or removed attribute), starts once the element is in a document, waits for a JSON child still
 * being parsed, hydrates a server-rendered shadow root, and renders again when an attribute changes.
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
      styles: shadowRootStyles(shadowRoot),
      topFirst: null,
      fresh: null,
      waitedForIntl: null,
      carried: null,
      stopWaiting: null,
      dispose: () => undefined,
    };
    start(mounted);
    observer.observe(host, { attributes: true, attributeFilter: [...STARTUP_ATTRIBUTES] });
    mounted.dispose = () => {
      mounted.stopWaiting?.();
      observer.disconnect();
    };
    return mounted;
  },
  /** Called by r2wc when an observed attribute changes and when the mounted element is connected. */
  update(mounted: MountedShopCart): void {
    if (mounted.root) render(mounted);
    else start(mounted);
  },
  unmount(mounted: MountedShopCart): void {
    mounted.dispose();
    mounted.waitedForIntl?.();
    mounted.carried = null;
    mounted.root?.unmount();
    mounted.root = null;
    cartHandleOf(mounted.host)?.left();
  },
};
