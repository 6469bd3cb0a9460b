// Matching a method and path to a handler; path segments written `{name}` become parameters.
import { ApiError } from './http.js';
import type { VisitorStore } from './visitors.js';
import type { VisitorState } from './state.js';

export interface RequestContext {
  visitor: VisitorState;
  visitors: VisitorStore;
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body, `undefined` when there was none. */
  body: unknown;
  /** The raw body text (error-report envelopes are not JSON). */
  rawBody: string;
}

export interface Answer {
  status: number;
  body: unknown;
}

export type Handler = (ctx: RequestContext) => Answer | Promise<Answer>;

export interface Route {
  method: 'GET' | 'POST';
  pattern: string;
  handler: Handler;
  /** Read the body as text only (not JSON). */
  rawBody?: boolean;
}

export const ok = (body: unknown): Answer => ({ status: 200, body });

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith('{') && w.endsWith('}')) {
      if (g === '') return null;
      try {
        params[w.slice(1, -1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

export class Router {
  private readonly routes: Route[];

  constructor(routes: Route[]) {
    this.routes = routes;
  }

  /** The route and its parameters; 404 for an unknown path, 405 for a known path with another method. */
  find(method: string, path: string): { route: Route; params: Record<string, string> } {
    // Tolerate one trailing slash (the error-report envelope path has one).
    const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    let pathKnown = false;
    for (const route of this.routes) {
      const params = matchPattern(route.pattern, clean);
      if (!params) continue;
      pathKnown = true;
      if (route.method === method) return { route, params };
    }
    if (pathKnown) {
      throw new ApiError(405, { key: 'METHOD_NOT_ALLOWED', message: `${method} is not allowed on ${path}.` });
    }
    throw new ApiError(404, { key: 'NOT_FOUND', message: `No API call ${method} ${path}.` });
  }
}
