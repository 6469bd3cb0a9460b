// Visitors are told apart by a cookie; their state lives in memory, the oldest dropped past a limit.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Tenant } from '../../src/domain/index.js';
import { defaultPaymentStandIns } from './payment-stand-ins.js';
import { seedCartState } from './seeds.js';
import type { SeedOptions } from './seeds.js';
import type { VisitorState } from './state.js';

export const VISITOR_COOKIE = 'shop_visitor';
const VISITOR_ID = /^[\w-]{8,64}$/;

export interface VisitorStoreOptions {
  /** The tenant of a new visitor's seed (default JS_DE). */
  tenant?: Tenant;
  /** How many visitors are kept before the least recently seen is dropped. */
  maxVisitors?: number;
}

function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** How a new visitor's cart is seeded (the demo page seeds it with the panel's last choices). */
export type NewVisitorSeed = Partial<Pick<SeedOptions, 'tenant' | 'seed' | 'mode' | 'loggedIn'>>;

export class VisitorStore {
  private readonly visitors = new Map<string, VisitorState>();
  private readonly tenant: Tenant;
  private readonly maxVisitors: number;

  constructor(options: VisitorStoreOptions = {}) {
    this.tenant = options.tenant ?? 'JS_DE';
    this.maxVisitors = options.maxVisitors ?? 5000;
  }

  /**
   * The visitor of the request, created (and the cookie set on `res`) when there is none yet; a new
   * visitor's cart is seeded with `seed` (default: the `default` seed of the store's tenant).
   */
  visitorFor(req: IncomingMessage, res: ServerResponse, seed?: NewVisitorSeed): VisitorState {
    const id = readCookie(req, VISITOR_COOKIE);
    const known = id && VISITOR_ID.test(id) ? this.visitors.get(id) : undefined;
    if (known) {
      known.lastSeen = Date.now();
      // Re-insert so that the map's order is the order of last use.
      this.visitors.delete(known.id);
      this.visitors.set(known.id, known);
      return known;
    }
    const visitor = this.create(id && VISITOR_ID.test(id) ? id : randomUUID(), seed);
    res.setHeader('set-cookie', `${VISITOR_COOKIE}=${visitor.id}; Path=/; HttpOnly; SameSite=Lax`);
    return visitor;
  }

  private create(id: string, seed: NewVisitorSeed = {}): VisitorState {
    const visitor: VisitorState = {
      id,
      cart: seedCartState({ tenant: this.tenant, ...seed, cartId: `cart-${id.slice(0, 8)}` }),
      wishlist: [],
      requests: [],
      events: [],
      errorReports: [],
      faults: [],
      cannedAnswers: [],
      paymentStandIns: defaultPaymentStandIns(),
      orderCount: 0,
      lastSeen: Date.now(),
    };
    this.visitors.set(id, visitor);
    while (this.visitors.size > this.maxVisitors) {
      const oldest = this.visitors.keys().next().value;
      if (oldest === undefined) break;
      this.visitors.delete(oldest);
    }
    return visitor;
  }
}
