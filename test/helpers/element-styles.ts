import { shadowRootStyles, STATIC_CSS } from '../../src/cart/fragment/render/fragment-styles.js';

/**
 * Gives a test's own shadow root (or its document, for a component rendered in the light DOM) the
 * element's styles, as `<shop-cart>` adopts them: every rule is in the static sheet and the components' JSX
 * runtime only names classes, so a component rendered on its own is unstyled without this. Answers the
 * clean-up.
 */
export function withElementStyles(target: ShadowRoot | Document): () => void {
  if (target instanceof ShadowRoot) return shadowRootStyles(target).attach(undefined);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(STATIC_CSS);
  target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
  return () => {
    target.adoptedStyleSheets = target.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}
