import createCache, { type EmotionCache } from '@emotion/cache';
import { BUTTON_CSS } from '../../ui/Button.js';
import { HOST_CSS } from '../../ui/theme.js';

/** Emotion's key: class names `shop-cart-…`. */
export const STYLE_KEY = 'shop-cart';

/**
 * Marks the first style element of the shadow root: the static rules, and in a server-rendered cart every
 * rule of its first render (its `data-emotion` lists them, as Emotion's server rendering does).
 */
export const STYLE_MARK = 'data-shop-cart-styles';

/** The rules every cart has, as plain CSS: never parsed by Emotion. */
export const STATIC_CSS = `${HOST_CSS}${BUTTON_CSS}`;

/**
 * Where the styles of one `<shop-cart>` go: its Emotion cache, and (in the browser) the style element of
 * the static rules, which comes first so that component rules win over it as they always have.
 */
export interface FragmentStyles {
  /** The Emotion cache of the element; `nonce` goes on every style element Emotion creates. */
  createCache(nonce: string | undefined): EmotionCache;
  /**
   * Puts the static rules in place (an insertion effect while the cart shows); answers the clean-up,
   * which removes every style of the element (a failed start-up renders nothing, and a remount starts
   * afresh).
   */
  attach(cache: EmotionCache, nonce: string | undefined): () => void;
}

/** The Emotion names listed by a style element (`data-emotion="shop-cart a b c"`). */
export function emotionNamesOf(style: Element | null): string[] {
  const [key, ...names] = (style?.getAttribute('data-emotion') ?? '').split(' ');
  return key === STYLE_KEY ? names.filter(Boolean) : [];
}

/** The style element of a (server-rendered) shadow root, if there is one. */
export function renderedStyleOf(root: ShadowRoot): HTMLStyleElement | null {
  // A child of the root (`:scope` does not name a shadow root in a selector).
  for (const child of root.children) {
    if (child instanceof HTMLStyleElement && child.hasAttribute(STYLE_MARK)) return child;
  }
  return null;
}

/**
 * The styles of a cart in `root`. A server-rendered root already holds every rule of the first render:
 * the cache is told so (no rule is parsed or inserted again while hydrating), and the element stays.
 */
export function shadowRootStyles(root: ShadowRoot): FragmentStyles {
  return {
    createCache(nonce) {
      const cache = createCache({ key: STYLE_KEY, container: root, ...(nonce ? { nonce } : {}) });
      for (const name of emotionNamesOf(renderedStyleOf(root))) cache.inserted[name] = true;
      return cache;
    },
    attach(cache, nonce) {
      let style = renderedStyleOf(root);
      if (!style) {
        style = root.ownerDocument.createElement('style');
        style.setAttribute(STYLE_MARK, '');
        if (nonce) style.nonce = nonce;
        style.textContent = STATIC_CSS;
        root.prepend(style);
      }
      const attached = style;
      return () => {
        attached.remove();
        // Rules inserted with insertRule are lost when the element moves: start afresh next time.
        cache.sheet.flush();
        for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
      };
    },
  };
}
