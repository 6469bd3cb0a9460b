// What a <shop-cart> element carries for its start: attributes, the JSON child and the nonce. Read from
// the element itself (r2wc drops empty and removed attributes, but an empty attribute is a value).

/** The attributes and the JSON child's text of a `<shop-cart>`, as the element carries them now. */
export interface HostStartup {
  tenant: string | undefined;
  locale: string | undefined;
  baseUrl: string | undefined;
  /** The JSON child's text; `undefined` without a child. */
  json: string | undefined;
  /** The nonce for the styles the element creates (the `nonce` property: browsers hide the attribute). */
  nonce: string | undefined;
}

/** The attributes whose change re-reads the start-up. */
export const STARTUP_ATTRIBUTES = ['tenant', 'locale', 'base-url', 'nonce'] as const;

const jsonChild = (host: Element) => host.querySelector(':scope > script[type="application/json"]');

const attribute = (host: Element, name: string) => host.getAttribute(name) ?? undefined;

export function readHostStartup(host: HTMLElement): HostStartup {
  return {
    tenant: attribute(host, 'tenant'),
    locale: attribute(host, 'locale'),
    baseUrl: attribute(host, 'base-url'),
    json: jsonChild(host)?.textContent ?? undefined,
    nonce: host.nonce || attribute(host, 'nonce') || undefined,
  };
}

/**
 * True when the parser has finished the element's JSON child, or will never add one. While the document
 * is still parsing (streamed HTML), a child that is missing or still open may yet arrive: the element is
 * complete once the parser has moved past it (a node after it) or the document is parsed.
 */
export function isStartupComplete(host: Element): boolean {
  if (host.ownerDocument.readyState !== 'loading') return true;
  if (host.nextSibling || host.parentNode?.nextSibling) return true;
  const child = jsonChild(host);
  return Boolean(child?.nextSibling);
}

/**
 * Calls `ready` once the element's start-up data is complete (at once when it is); answers a function
 * that stops waiting.
 */
export function whenStartupComplete(host: Element, ready: () => void): () => void {
  if (isStartupComplete(host)) {
    ready();
    return () => undefined;
  }
  const document = host.ownerDocument;
  let waiting = true;
  const stop = () => {
    waiting = false;
    observer.disconnect();
    document.removeEventListener('DOMContentLoaded', check);
  };
  const check = () => {
    if (!waiting || !isStartupComplete(host)) return;
    stop();
    ready();
  };
  const observer = new MutationObserver(check);
  observer.observe(host, { childList: true, subtree: true, characterData: true });
  if (host.parentNode) observer.observe(host.parentNode, { childList: true });
  document.addEventListener('DOMContentLoaded', check);
  return stop;
}
