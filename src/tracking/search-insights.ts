import { loadChunk } from '../domain/load-chunk.js';
import type { SearchInsightsConfig } from './tracking-config.js';

/** The calls of Algolia's insights client that the cart makes. */
export interface SearchInsightsClient {
  clickedObjectIDsAfterSearch(event: {
    eventName: string;
    index: string;
    queryID: string;
    objectIDs: string[];
    positions: number[];
  }): void;
  convertedObjectIDsAfterSearch(event: {
    eventName: string;
    index: string;
    queryID: string;
    objectIDs: string[];
  }): void;
}

let client: Promise<SearchInsightsClient> | undefined;

/**
 * Algolia's `search-insights` client, loaded (a lazy chunk) and initialised on first use, once per page
 * bundle. A failed load is tried again on the next use.
 */
export function searchInsightsClient(config: SearchInsightsConfig): Promise<SearchInsightsClient> {
  // Through the path of every lazy part: fails after the spec's 120 s, or as gone after a deploy.
  client ??= loadChunk(() => import('search-insights')).then(
    ({ default: aa }) => {
      const { appId, apiKey, userToken, region, host } = config;
      aa('init', {
        appId,
        apiKey,
        ...(userToken ? { userToken } : {}),
        ...(region === 'de' || region === 'us' ? { region } : {}),
        ...(host ? { host } : {}),
      });
      return {
        clickedObjectIDsAfterSearch: (event) => void aa('clickedObjectIDsAfterSearch', event),
        convertedObjectIDsAfterSearch: (event) => void aa('convertedObjectIDsAfterSearch', event),
      };
    },
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}
