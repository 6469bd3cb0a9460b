/** One request of a test page, as the runner's dev server answered it. */
export interface LoggedRequest {
  /** When it started, in ms since the epoch. */
  at: number;
  /** Path and query. */
  path: string;
  status: number;
  ms: number;
  bytes: number | undefined;
  outcome: 'answered' | 'closed before the whole answer' | 'no answer';
}
/** Koa middleware that logs the requests for a test page's parts. */
export declare function requestLog(): import('koa').Middleware;
/** The logged requests that started between two times (ms since the epoch), oldest first. */
export declare function requestsBetween(from: number, to: number): LoggedRequest[];
/** One line per request, for the closing summary. */
export declare function describeRequest(entry: LoggedRequest): string;
