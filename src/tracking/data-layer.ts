/** One entry of the page's data layer. */
export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    /** The page's data layer (Google Tag Manager); created by the first push when absent. */
    dataLayer?: unknown;
  }
}

/** Writes to `window.dataLayer`; never throws. */
export interface DataLayerWriter {
  /** Pushes one entry. */
  push(entry: DataLayerEntry): void;
  /** Pushes `{ ecommerce: null }` and then the e-commerce event (GA4's guidance: no leftovers merge in). */
  pushEcommerce(event: string, ecommerce: DataLayerEntry, extra?: DataLayerEntry): void;
}

/**
 * The data layer of the page, created when absent. A push that throws (a host's broken `dataLayer`, a
 * tag that fails inside its own `push`) never reaches the cart: the first failure goes to `onFailure`,
 * later ones are dropped silently.
 */
export function createDataLayer(onFailure: (error: unknown) => void): DataLayerWriter {
  let failed = false;
  const push = (entry: DataLayerEntry) => {
    try {
      window.dataLayer ??= [];
      (window.dataLayer as { push(entry: DataLayerEntry): unknown }).push(entry);
    } catch (error) {
      if (failed) return;
      failed = true;
      onFailure(error);
    }
  };
  return {
    push,
    pushEcommerce(event, ecommerce, extra) {
      push({ ecommerce: null });
      push({ event, ...extra, ecommerce });
    },
  };
}
