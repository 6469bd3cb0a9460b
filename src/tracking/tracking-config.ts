/** Algolia search insights: without appId and apiKey no search event is sent. */
export interface SearchInsightsConfig {
  appId: string;
  apiKey: string;
  /** The visitor's token; without it the client makes an anonymous one per event. */
  userToken?: string;
  /** 'de' or 'us': the Insights API region (another value is left out). */
  region?: string;
  /** Another origin of the Insights API (a proxy). */
  host?: string;
}

/** The recommendation tracking object: `window[globalName].push(['cart', products])`. */
export interface RecommendationsConfig {
  globalName: string;
}

/** Tracking besides the data layer, from `props.tracking` of the start-up data; all optional. */
export interface TrackingConfig {
  searchInsights?: SearchInsightsConfig;
  recommendations?: RecommendationsConfig;
}

/** What the cart's tracking needs to know of the element. */
export interface CartTrackerOptions {
  /** `item_brand` of every item: the tenant configuration's brand name, else the short brand. */
  brand: string;
  config: TrackingConfig;
  /** Receives the first failure of each kind (a throwing data layer, a missing client). */
  report: (error: unknown, extra: Record<string, unknown>) => void;
}
