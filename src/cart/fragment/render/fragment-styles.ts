import createCache, { type EmotionCache, type Options } from '@emotion/cache';
import { STATIC_CSS, STATIC_NAMES } from './static-styles.generated.js';

/** Emotion's key: class names `shop-cart-…`. */
export const STYLE_KEY = 'shop-cart';

/**
 * Emotion's options for every cache of the element (build time, browser, server): no vendor prefixes. The
 * engines the cart supports read the standard properties; Emotion's default prefixer only made the static
 * sheet in the entry longer (`display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;…`).
 */
export const STYLE_OPTIONS: Pick<Options, 'key' | 'stylisPlugins'> = { key: STYLE_KEY, stylisPlugins: [] };

/**
 * Marks the styles a server-rendered shadow root arrives with: a `<link>` to the static rules' file and/or
 * a `<style>` (the static rules, or only the run-time rules of the first render; its `data-emotion` lists
 * the run-time ones, as Emotion's server rendering does). In the fallback without constructed stylesheets
 * it also marks the style element of the static rules.
 */
export const STYLE_MARK = 'data-shop-cart-styles';

/**
 * Every static rule of the element (host, buttons and every module-level `css` of the components),
 * serialized at build time (scripts/build-styles.mjs): the browser never parses them with Emotion.
 */
export { STATIC_CSS, STATIC_NAMES };

/**
 * Where the styles of one `<shop-cart>` go: its Emotion cache, and the static rules, which come first so
 * that the few rules Emotion inserts at run time win over them.
 */
export interface FragmentStyles {
  /** The Emotion cache of the element; `nonce` goes on every style element Emotion creates. */
  createCache(nonce: string | undefined): EmotionCache;
  /**
   * Puts the static rules in place (an insertion effect while the cart shows, after the components'
   * own insertions) and drops the server's copy of them; answers the clean-up.
   */
  attach(cache: EmotionCache, nonce: string | undefined): () => void;
}

/** The Emotion names listed by a style element (`data-emotion="shop-cart a b c"`). */
export function emotionNamesOf(style: Element | null): string[] {
  const [key, ...names] = (style?.getAttribute('data-emotion') ?? '').split(' ');
  return key === STYLE_KEY ? names.filter(Boolean) : [];
}

/** The styles a (server-rendered) shadow root carries: its marked `<style>` and `<link>` children. */
export function renderedStylesOf(root: ShadowRoot): Element[] {
  // Children of the root (`:scope` does not name a shadow root in a selector).
  return [...root.children].filter(
    (child) => (child.localName === 'style' || child.localName === 'link') && child.hasAttribute(STYLE_MARK),
  );
}

const markStatic = (cache: EmotionCache) => {
  for (const name of STATIC_NAMES) cache.inserted[name] = true;
};

/** Constructed stylesheets and `adoptedStyleSheets` (Chromium 73, Firefox 101, Safari 16.4). */
const canAdopt = (root: ShadowRoot) => {
  const view = root.ownerDocument.defaultView;
  return Boolean(
    view &&
    'adoptedStyleSheets' in view.ShadowRoot.prototype &&
    'replaceSync' in view.CSSStyleSheet.prototype,
  );
};

/** The sheets and the Emotion cache that every `<shop-cart>` of one document shares. */
interface SharedStyles {
  /** STATIC_CSS, parsed once per document. */
  staticSheet: CSSStyleSheet;
  /** What Emotion inserts at run time (a style not known at build time), once per document. */
  runtimeSheet: CSSStyleSheet;
  cache: EmotionCache;
}

const shared = new WeakMap<Document, SharedStyles>();

/**
 * Emotion's sheet, writing into a constructed stylesheet instead of `<style>` elements: `style-src` does
 * not govern constructed sheets, so run-time rules need no nonce either.
 */
function emotionSheetInto(sheet: CSSStyleSheet): EmotionCache['sheet'] {
  const into = {
    key: STYLE_KEY,
    isSpeedy: true,
    ctr: 0,
    tags: [],
    insert(rule: string) {
      try {
        sheet.insertRule(rule, sheet.cssRules.length);
      } catch {
        // A rule this browser does not understand (a vendor prefix): Emotion skips those too.
      }
      into.ctr += 1;
    },
    hydrate() {},
    flush() {},
  };
  return into as unknown as EmotionCache['sheet'];
}

function sharedStylesOf(document: Document): SharedStyles {
  let styles = shared.get(document);
  if (!styles) {
    const view = document.defaultView as Window & typeof globalThis;
    const staticSheet = new view.CSSStyleSheet();
    staticSheet.replaceSync(STATIC_CSS);
    const runtimeSheet = new view.CSSStyleSheet();
    const cache = createCache({ ...STYLE_OPTIONS });
    cache.sheet = emotionSheetInto(runtimeSheet);
    markStatic(cache);
    styles = { staticSheet, runtimeSheet, cache };
    shared.set(document, styles);
  }
  return styles;
}

/**
 * The styles of a cart in `root`: the document's shared constructed sheets, adopted by the shadow root,
 * and one Emotion cache for every cart of the page. A server-rendered root's own styles are removed once
 * the sheets are adopted, in the same commit (no frame without styles); the rules of its first render
 * that are not static are inserted again by Emotion as the cart hydrates.
 */
function adoptedStyles(root: ShadowRoot): FragmentStyles {
  return {
    createCache: () => sharedStylesOf(root.ownerDocument).cache,
    attach() {
      const { staticSheet, runtimeSheet } = sharedStylesOf(root.ownerDocument);
      const own = root.adoptedStyleSheets.filter((sheet) => sheet !== staticSheet && sheet !== runtimeSheet);
      root.adoptedStyleSheets = [staticSheet, runtimeSheet, ...own];
      for (const rendered of renderedStylesOf(root)) rendered.remove();
      return () => {
        root.adoptedStyleSheets = root.adoptedStyleSheets.filter(
          (sheet) => sheet !== staticSheet && sheet !== runtimeSheet,
        );
      };
    },
  };
}

/**
 * Browsers without constructed stylesheets: a `<style nonce>` of the static rules first in the root, and
 * Emotion's own style elements (with the nonce) for the rest.
 */
function styleElementStyles(root: ShadowRoot): FragmentStyles {
  return {
    createCache(nonce) {
      const cache = createCache({ ...STYLE_OPTIONS, container: root, ...(nonce ? { nonce } : {}) });
      markStatic(cache);
      for (const rendered of renderedStylesOf(root))
        for (const name of emotionNamesOf(rendered)) cache.inserted[name] = true;
      return cache;
    },
    attach(cache, nonce) {
      // A server-rendered root keeps what it carries (its <style> or <link> holds the static rules).
      const attached = renderedStylesOf(root);
      if (attached.length === 0) {
        const style = root.ownerDocument.createElement('style');
        style.setAttribute(STYLE_MARK, '');
        if (nonce) style.nonce = nonce;
        style.textContent = STATIC_CSS;
        root.prepend(style);
        attached.push(style);
      }
      return () => {
        for (const element of attached) element.remove();
        // Rules inserted with insertRule are lost when the element moves: start afresh next time.
        cache.sheet.flush();
        for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
        markStatic(cache);
      };
    },
  };
}

/** The styles of a cart in `root`. */
export function shadowRootStyles(root: ShadowRoot): FragmentStyles {
  return canAdopt(root) ? adoptedStyles(root) : styleElementStyles(root);
}
