// The reference cart API as one node:http handler for every /api/... request: used by `npm start`
// (demo/serve.ts) and by the browser test runner. See demo/README.md for the calls and demo codes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Tenant } from '../../src/domain/index.js';
import { takeCannedAnswer } from './canned-answers.js';
import { answerWithFault, breakAnswer, delay, takeFault } from './faults.js';
import { holdCall, type HeldCall } from './holds.js';
import { ApiError, parseJsonBody, readBodyText, sendError, sendJson } from './http.js';
import { Router } from './router.js';
import type { RequestContext } from './router.js';
import { ROUTES } from './routes.js';
import type { RecordedRequest } from './state.js';
import { VisitorStore } from './visitors.js';

export { seedCart } from './seeds.js';
export { VisitorStore } from './visitors.js';

export interface ApiMiddlewareOptions {
  /** The tenant a new visitor's cart is seeded for (default JS_DE). */
  tenant?: Tenant;
  /** How many visitors are kept in memory (default 5000). */
  maxVisitors?: number;
  /** The visitors to serve, shared with the demo page (default: a store of this handler's own). */
  visitors?: VisitorStore;
}

/** The most requests kept per visitor for GET /api/test/requests. */
const MAX_RECORDED = 500;

const isTestPath = (path: string) => path.startsWith('/api/test/');

/** Creates the API handler; each call of it keeps its own visitors in memory. */
export function createApiMiddleware(options: ApiMiddlewareOptions = {}) {
  const visitors = options.visitors ?? new VisitorStore(options);
  const router = new Router(ROUTES);

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    const method = (req.method ?? 'GET').toUpperCase();
    const visitor = visitors.visitorFor(req, res);
    const record: RecordedRequest = {
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      body: undefined,
      at: new Date().toISOString(),
    };
    if (!isTestPath(path)) {
      visitor.requests.push(record);
      if (visitor.requests.length > MAX_RECORDED) visitor.requests.shift();
    }
    let held: HeldCall | undefined;
    try {
      const { route, params } = router.find(method, path);
      const rawBody = method === 'GET' ? '' : await readBodyText(req);
      record.body = rawBody;
      const body = route.rawBody ? undefined : parseJsonBody(rawBody);
      record.body = route.rawBody ? rawBody : body;

      const fault = isTestPath(path) ? undefined : takeFault(visitor, req, path, url.searchParams);
      const appointmentIds = visitor.cart.items.flatMap((item) => item.appointment?.appointmentId ?? []);
      if (fault && answerWithFault(fault, res, appointmentIds)) return;
      // 'late': the call reaches the cart only after the delay (calls overtake each other on the way).
      if (fault?.fault === 'late') await delay(fault.delayMs);
      if (fault?.fault === 'hold') held = holdCall(visitor, path);
      // 'slow' and 'hold': the call is carried out at once and answers late (also when it fails).
      const answerLate = () =>
        held ? held.released : fault?.fault === 'slow' ? delay(fault.delayMs) : Promise.resolve();
      const canned = isTestPath(path) ? undefined : takeCannedAnswer(visitor, path);
      if (canned) {
        await answerLate();
        sendJson(res, canned.status, canned.body);
        return;
      }

      const context: RequestContext = {
        visitor,
        visitors,
        method,
        path,
        params,
        query: url.searchParams,
        body,
        rawBody,
      };
      let answer;
      try {
        answer = await route.handler(context);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        await answerLate();
        throw error;
      }
      await answerLate();
      // 'lost-answer': carried out, but the answer breaks off, as when the client gave up waiting.
      if (fault?.fault === 'lost-answer') {
        breakAnswer(res);
        return;
      }
      sendJson(res, answer.status, answer.body);
    } catch (error) {
      if (error instanceof ApiError) {
        sendError(res, error);
        return;
      }
      console.error('[demo api]', error);
      sendJson(res, 500, { code: 500, key: 'INTERNAL', message: 'Unexpected server error.' });
    } finally {
      held?.answered();
    }
  };
}
