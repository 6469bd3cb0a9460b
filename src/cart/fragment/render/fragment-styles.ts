import { STATIC_CSS } from './static-styles.generated.js';

/**
 * Marks the styles a server-rendered shadow root arrives with: a `<link>` to the static rules' file or a
 * `<style>` of them. In the fallback without constructed stylesheets it also marks the style element of
 * the static rules.
 */
export const STYLE_MARK = 'data-shop-cart-styles';

/**
 * Every rule of the element (host, buttons and every `css` of the components), serialized at build time
 * (scripts/build-styles.mjs): the browser never parses a rule with Emotion, and nothing is inserted while
 * rendering (src/ui/css-prop/jsx-runtime.ts only names the classes).
 */
export { STATIC_CSS };

/** Where the styles of one `<shop-cart>` go. */
export interface FragmentStyles {
  /**
   * Puts the rules in place (an insertion effect while the cart shows) and drops the server's copy of
   * them; answers the clean-up.
   */
  attach(nonce: string | undefined): () => void;
}

/** The styles a (server-rendered) shadow root carries: its marked `<style>` and `<link>` children. */
export function renderedStylesOf(root: ShadowRoot): Element[] {
  // Children of the root (`:scope` does not name a shadow root in a selector).
  return [...root.children].filter(
    (child) => (child.localName === 'style' || child.localName === 'link') && child.hasAttribute(STYLE_MARK),
  );
}

/**
 * Whether `root` holds a server-rendered cart, to hydrate: the styles the server put in it are the sign (a
 * shadow root the element attached itself has none before the cart renders).
 */
export const holdsServerRenderedCart = (root: ShadowRoot | null): boolean =>
  root !== null && renderedStylesOf(root).length > 0;

/** Constructed stylesheets and `adoptedStyleSheets` (Chromium 73, Firefox 101, Safari 16.4). */
const canAdopt = (root: ShadowRoot) => {
  const view = root.ownerDocument.defaultView;
  return Boolean(
    view &&
    'adoptedStyleSheets' in view.ShadowRoot.prototype &&
    'replaceSync' in view.CSSStyleSheet.prototype,
  );
};

/** STATIC_CSS, parsed once per document and shared by every `<shop-cart>` of it. */
const sheets = new WeakMap<Document, CSSStyleSheet>();

function sheetOf(document: Document): CSSStyleSheet {
  let sheet = sheets.get(document);
  if (!sheet) {
    const view = document.defaultView as Window & typeof globalThis;
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(STATIC_CSS);
    sheets.set(document, sheet);
  }
  return sheet;
}

/**
 * The styles of a cart in `root`: the document's shared constructed sheet, adopted by the shadow root
 * (`style-src` does not govern constructed sheets: no nonce needed). A server-rendered root's own styles
 * are removed once the sheet is adopted, in the same commit (no frame without styles).
 */
function adoptedStyles(root: ShadowRoot): FragmentStyles {
  return {
    attach() {
      const sheet = sheetOf(root.ownerDocument);
      const own = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
      root.adoptedStyleSheets = [sheet, ...own];
      for (const rendered of renderedStylesOf(root)) rendered.remove();
      return () => {
        root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
      };
    },
  };
}

/** Browsers without constructed stylesheets: a `<style nonce>` of the rules first in the root. */
function styleElementStyles(root: ShadowRoot): FragmentStyles {
  return {
    attach(nonce) {
      // A server-rendered root keeps what it carries (its <style> or <link> holds the rules).
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
      };
    },
  };
}

/** The styles of a cart in `root`. */
export function shadowRootStyles(root: ShadowRoot): FragmentStyles {
  return canAdopt(root) ? adoptedStyles(root) : styleElementStyles(root);
}
