// The texts a server-rendered cart formatted (money, dates, times), carried in its shadow root as
// `<script type="application/json" data-shop-cart-texts>` so that hydrating it needs no Intl formatter.

export const TEXTS_MARK = 'data-shop-cart-texts';

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((text) => typeof text === 'string');

/** Reads and removes the server's texts from a server-rendered shadow root (none: an empty record). */
export function takeServerTexts(root: ShadowRoot): Record<string, string> {
  for (const child of root.children) {
    if (child instanceof HTMLScriptElement && child.hasAttribute(TEXTS_MARK)) {
      child.remove();
      try {
        const texts: unknown = JSON.parse(child.textContent ?? '');
        return isTextRecord(texts) ? texts : {};
      } catch {
        return {};
      }
    }
  }
  return {};
}
