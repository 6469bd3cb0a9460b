// Part of the services modal's lazy chunk: DOMPurify loads only when a shopper opens the modal.
import DOMPurify from 'dompurify';

// An instance of its own: settings and hooks never leak to (or from) other code on the page. Made on the
// first use, never at module level: the server's bundle (no window) may carry this module too.
let purifier: ReturnType<typeof DOMPurify> | undefined;

/**
 * The services HTML of the content system as a fragment safe to show inside the cart's shadow root:
 * no scripts, event handlers, `javascript:` URLs, frames, forms, styles (a `<style>` would restyle the whole
 * cart) or ids (they could collide with the cart's own). Links open in a new tab without access to this
 * page, each saying so to screen readers; images without a text alternative become decorative.
 * Returned as nodes, never as a string, so no HTML sink is written (Trusted Types).
 */
export function sanitizeServicesHtml(html: string, newTabText: string): DocumentFragment {
  purifier ??= DOMPurify(window);
  const fragment = purifier.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'svg', 'math'],
    FORBID_ATTR: ['style', 'id', 'name', 'tabindex'],
    ALLOW_DATA_ATTR: false,
  });
  for (const link of fragment.querySelectorAll('a')) {
    if (!link.hasAttribute('href')) continue;
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
    const hint = link.ownerDocument.createElement('span');
    hint.setAttribute('data-visually-hidden', '');
    hint.textContent = ` ${newTabText}`;
    link.append(hint);
  }
  for (const image of fragment.querySelectorAll('img')) {
    if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
  }
  return fragment;
}
