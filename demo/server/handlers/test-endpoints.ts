// The test and demo endpoints under /api/test/: reset to a seed, arm faults and changes between visits,
// and read back what the visitor sent. They act on the calling visitor only.
import { CART_CHANGE_TYPES, CART_MODES, TENANTS } from '../../../src/domain/index.js';
import type { Tenant } from '../../../src/domain/index.js';
import { cartAnswer } from '../cart-answer.js';
import { changePossible } from '../changes.js';
import { isKnownErrorCode } from '../error-codes.js';
import { DEFAULT_SLOW_MS, FAULT_KINDS, MAX_DELAY_MS } from '../fault-kinds.js';
import { armCannedAnswer } from '../canned-answers.js';
import { armFault } from '../faults.js';
import { releaseHeldCalls } from '../holds.js';
import { ApiError, badField } from '../http.js';
import {
  objectBody,
  optionalBoolean,
  optionalChoice,
  optionalNumber,
  optionalObjectBody,
  optionalString,
  requiredChoice,
  requiredString,
} from '../input.js';
import { ok } from '../router.js';
import type { Answer, RequestContext, Route } from '../router.js';
import { defaultPaymentStandIns } from '../payment-stand-ins.js';
import { seedCartState } from '../seeds.js';
import { SEED_NAMES } from '../state.js';
import type { ArmedFault } from '../state.js';
import { startupData } from '../startup-data.js';

function readWishlist(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((id): id is string => typeof id === 'string')) {
    throw badField('wishlist', 'notAListOfIds');
  }
  return [...new Set(value)];
}

function reset({ visitor, body }: RequestContext): Answer {
  const input = optionalObjectBody(body);
  const tenant: Tenant = optionalChoice(input, 'tenant', TENANTS) ?? 'JS_DE';
  const loggedIn = optionalBoolean(input, 'loggedIn') ?? false;
  const mode = optionalChoice(input, 'mode', CART_MODES) ?? 'shopping';
  const seed = optionalChoice(input, 'seed', SEED_NAMES) ?? 'default';
  const wishlist = readWishlist(input.wishlist) ?? [];
  // Instead of a named seed: this many items, 1 to 200 (the benchmark's carts of 6, 25 and 100 items).
  const items = optionalNumber(input, 'items');
  if (items !== undefined && !(Number.isInteger(items) && items >= 1 && items <= 200)) {
    throw badField('items', 'notACount');
  }
  // A fixed day for the delivery dates (YYYY-MM-DD): screenshots that must not change with the calendar.
  const today = optionalString(input, 'today');
  if (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today)) throw badField('today', 'notADate');
  const old = visitor.cart;
  // The version keeps rising across resets, so other tabs still see the reset cart as newer.
  visitor.cart = seedCartState({
    tenant,
    loggedIn,
    mode,
    seed,
    ...(items === undefined ? {} : { items }),
    cartId: old.cartId,
    cartVersion: old.cartVersion + 1,
  });
  visitor.wishlist = wishlist;
  if (today === undefined) delete visitor.today;
  else visitor.today = today;
  visitor.requests = [];
  visitor.events = [];
  visitor.errorReports = [];
  visitor.faults = [];
  visitor.cannedAnswers = [];
  visitor.paymentStandIns = defaultPaymentStandIns();
  // Calls still held from before answer now: nothing waits on a test that is over.
  void releaseHeldCalls(visitor);
  return cartAnswer(visitor.cart);
}

/** Arms one fault, or several in order when the body is a list of them (one request for a whole plan). */
function fault({ visitor, body }: RequestContext): Answer {
  const specs = Array.isArray(body) ? (body as unknown[]) : [body];
  if (specs.length === 0 || specs.length > 100) throw badField('faults', 'outOfRange');
  // Checked all before any is armed, so a bad list arms nothing.
  const armed = specs.map(readFault);
  for (const one of armed) armFault(visitor, one);
  return ok({
    armed: visitor.faults.map(({ path: p, fault: f, delayMs: d, code: c, remaining }) => ({
      path: p,
      fault: f,
      delayMs: d,
      code: c,
      remaining,
    })),
  });
}

function readFault(body: unknown): ArmedFault {
  const input = objectBody(body);
  const path = requiredString(input, 'path');
  if (path !== '*' && !path.startsWith('/api/')) throw badField('path', 'notAnApiPath');
  const kind = requiredChoice(input, 'fault', FAULT_KINDS);
  const delayMs = optionalNumber(input, 'delayMs') ?? DEFAULT_SLOW_MS;
  const times = optionalNumber(input, 'times') ?? 1;
  const code = optionalNumber(input, 'code');
  if (delayMs < 0 || delayMs > MAX_DELAY_MS) throw badField('delayMs', 'outOfRange');
  if (!Number.isInteger(times) || times < 1 || times > 100) throw badField('times', 'outOfRange');
  if (kind === 'error' && (code === undefined || !isKnownErrorCode(code)))
    throw badField('code', 'unknownErrorCode');
  const armed = { path: path.split('?')[0] ?? path, fault: kind, delayMs, remaining: times };
  return code === undefined ? armed : { ...armed, code };
}

async function release({ visitor, body }: RequestContext): Promise<Answer> {
  const path = optionalString(optionalObjectBody(body), 'path');
  return ok({ released: await releaseHeldCalls(visitor, path, { waitForCall: true }) });
}

/** The next `times` calls of `path` answer `body` exactly as given (HTTP `status`, 200 by default). */
function nextAnswer({ visitor, body }: RequestContext): Answer {
  const input = objectBody(body);
  const path = requiredString(input, 'path');
  if (!path.startsWith('/api/') || path.startsWith('/api/test/')) throw badField('path', 'notAnApiPath');
  if (!('body' in input)) throw badField('body', 'required');
  const times = optionalNumber(input, 'times') ?? 1;
  const status = optionalNumber(input, 'status') ?? 200;
  if (!Number.isInteger(times) || times < 1 || times > 100) throw badField('times', 'outOfRange');
  if (!Number.isInteger(status) || status < 200 || status > 599) throw badField('status', 'outOfRange');
  armCannedAnswer(visitor, { path: path.split('?')[0] ?? path, status, body: input.body, remaining: times });
  return ok({
    armed: visitor.cannedAnswers.map(({ path: p, status: s, remaining }) => ({
      path: p,
      status: s,
      remaining,
    })),
  });
}

function nextChanges({ visitor, body }: RequestContext): Answer {
  const type = requiredChoice(objectBody(body), 'type', CART_CHANGE_TYPES);
  if (!changePossible(visitor.cart, type)) {
    throw new ApiError(409, {
      key: 'CHANGE_NOT_POSSIBLE',
      message: `The cart offers nothing for a ${type} change.`,
    });
  }
  visitor.cart.pendingChange = type;
  return ok({ pending: type });
}

function startup({ visitor, query }: RequestContext): Answer {
  return ok(
    startupData(visitor.cart, {
      includeCart: query.get('includeCart') !== 'false',
      newDesign: query.get('newDesign') !== 'false',
      itemLayout: query.get('itemLayout') === 'next' ? 'next' : 'current',
      payments: query.get('payments') === 'true',
    }),
  );
}

export const testRoutes: Route[] = [
  { method: 'POST', pattern: '/api/test/reset', handler: reset },
  { method: 'POST', pattern: '/api/test/fault', handler: fault },
  { method: 'POST', pattern: '/api/test/release', handler: release },
  { method: 'POST', pattern: '/api/test/next-changes', handler: nextChanges },
  { method: 'POST', pattern: '/api/test/next-answer', handler: nextAnswer },
  { method: 'GET', pattern: '/api/test/events', handler: ({ visitor }) => ok(visitor.events) },
  { method: 'GET', pattern: '/api/test/requests', handler: ({ visitor }) => ok(visitor.requests) },
  { method: 'GET', pattern: '/api/test/error-reports', handler: ({ visitor }) => ok(visitor.errorReports) },
  { method: 'GET', pattern: '/api/test/startup-data', handler: startup },
];
