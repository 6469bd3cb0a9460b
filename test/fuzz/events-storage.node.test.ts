// Issue 21 point 5: generated input from the page around the cart: event details (shop:cart-change,
// shop:wishlist-change, shop-cart-error), tab messages, stored values (item count, wishlists, last seen
// products, search analytics, cookies) and the page's URL parameters. Valid values read back; anything
// else is refused (null) or read as empty; nothing throws.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import fc from 'fast-check';
import { readPageParam, writePageParam } from '../../src/cart/fragment/startup/page-url.js';
import { parseGivenWishlist } from '../../src/counters/given-wishlist.js';
import { isCount, parseErrorCode, readLastSeen, readWishlist, WISHLIST_MAX } from '../../src/domain/index.js';
import { parseCartChangeDetail } from '../../src/events/cart-change.js';
import { parseShopCartErrorDetail, SHOP_CART_ERROR_REASONS } from '../../src/events/shop-cart-error.js';
import { parseWishlistChangeDetail } from '../../src/events/wishlist-change.js';
import { parseCartSyncMessage } from '../../src/state/sync/cart-sync.js';
import { parseCartItemCount } from '../../src/storage/cart-storage.js';
import { cookieString, readCookie } from '../../src/storage/cookies.js';
import { readSearchAnalytics } from '../../src/storage/search-analytics.js';
import { LOCAL_KEYS } from '../../src/storage/storage-keys.js';
import { amount } from './cart-arbitraries.js';
import { check, reportGenerated } from './node-settings.js';
import { anyJson, overTheWire, text } from './wire.js';

reportGenerated('events and storage');

const id = () => fc.string({ minLength: 1, maxLength: 8 });
const looseNumber = () =>
  fc.oneof(fc.nat(), fc.integer(), fc.double(), fc.constantFrom(-0, 1e21, 2 ** 53, Number.NaN, Infinity));

const globals = globalThis as unknown as Record<string, unknown>;
afterEach(() => {
  delete globals.window;
  delete globals.document;
});

describe('generated event details and tab messages', () => {
  it('shop:cart-change: a valid detail reads back, anything else is null', () => {
    const valid = fc.record({
      cartId: id(),
      cartVersion: fc.maxSafeNat(),
      itemCount: fc.nat(),
      total: fc.record({ amount: amount(), currencyCode: fc.constantFrom('EUR', 'CHF') }),
    });
    check(800, valid, (detail) => {
      assert.deepStrictEqual(parseCartChangeDetail(overTheWire(detail)), overTheWire(detail));
    });
    const odd = fc.record(
      {
        cartId: fc.oneof(id(), anyJson()),
        cartVersion: looseNumber(),
        itemCount: looseNumber(),
        total: fc.oneof(anyJson(), fc.record({ amount: looseNumber(), currencyCode: anyJson() })),
      },
      { requiredKeys: [] },
    );
    check(800, fc.oneof(odd, anyJson()), (detail) => {
      const read = parseCartChangeDetail(detail);
      if (read === null) return;
      assert.ok(read.cartId !== '' && isCount(read.cartVersion) && isCount(read.itemCount));
      assert.ok(Number.isFinite(read.total.amount) && typeof read.total.currencyCode === 'string');
    });
  });

  it("shop:wishlist-change and the counter's given wishlist: up to 99 ids read back (once each), else null", () => {
    const ids = fc.array(fc.oneof(id(), fc.constantFrom('p1', 'p2')), { maxLength: 120 });
    check(
      800,
      fc.oneof(ids, fc.array(fc.oneof(id(), anyJson()), { maxLength: 5 }), anyJson()),
      (productIds) => {
        const expected =
          Array.isArray(productIds) &&
          productIds.length <= WISHLIST_MAX &&
          productIds.every((x) => typeof x === 'string' && x !== '')
            ? [...new Set(productIds as string[])]
            : null;
        const read = parseWishlistChangeDetail({ productIds });
        assert.deepStrictEqual(read, expected && { productIds: expected });
        assert.deepStrictEqual(parseGivenWishlist(JSON.stringify({ productIds })), expected);
      },
    );
    check(300, fc.string({ maxLength: 20 }), (textChild) => {
      parseGivenWishlist(textChild);
    });
  });

  it('shop-cart-error: a known reason with a message reads back, anything else is null', () => {
    check(
      500,
      fc.oneof(
        fc.record({ reason: fc.constantFrom(...SHOP_CART_ERROR_REASONS), message: text() }),
        fc.record({ reason: anyJson(), message: anyJson() }, { requiredKeys: [] }),
        anyJson(),
      ),
      (detail) => {
        const read = parseShopCartErrorDetail(detail);
        const fits =
          typeof detail === 'object' &&
          detail !== null &&
          (SHOP_CART_ERROR_REASONS as readonly unknown[]).includes(
            (detail as Record<string, unknown>).reason,
          ) &&
          typeof (detail as Record<string, unknown>).message === 'string';
        assert.deepStrictEqual(
          read,
          fits
            ? {
                reason: (detail as Record<string, unknown>).reason,
                message: (detail as Record<string, unknown>).message,
              }
            : null,
        );
      },
    );
  });

  it('cart sync messages: a cart id, a version that is a count and a time, else null', () => {
    check(
      800,
      fc.oneof(
        fc.record(
          {
            cartId: fc.oneof(id(), anyJson()),
            cartVersion: looseNumber(),
            sentAt: looseNumber(),
            tabId: text(),
          },
          { requiredKeys: [] },
        ),
        anyJson(),
      ),
      (data) => {
        const read = parseCartSyncMessage(data);
        if (read === null) return;
        assert.ok(read.cartId !== '' && isCount(read.cartVersion) && typeof read.sentAt === 'number');
      },
    );
  });
});

/** A Web Storage stand-in for Node, holding what the test put there. */
function fakeStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe('generated stored values', () => {
  it('the item count: a stored count reads back, anything else reads as 0', () => {
    check(
      500,
      fc.oneof(
        fc.nat().map(String),
        fc.string({ maxLength: 8 }),
        fc.constantFrom('-1', '1.5', '1e3', ' 7 ', 'NaN', '0x10', '9007199254740993'),
      ),
      (raw) => {
        const read = parseCartItemCount(raw);
        assert.ok(isCount(read));
        if (/^\d+$/.test(raw) && Number.isSafeInteger(Number(raw))) assert.equal(read, Number(raw));
      },
    );
  });

  it('wishlists and last seen products: lists of ids read back (distinct, cut), anything else is empty', () => {
    const stored = fc.oneof(
      fc.array(id(), { maxLength: 120 }).map((list) => JSON.stringify(list)),
      fc.array(fc.oneof(id(), anyJson()), { maxLength: 4 }).map((list) => JSON.stringify(list)),
      fc.string({ maxLength: 20 }),
      anyJson().map((value) => JSON.stringify(value)),
    );
    check(800, stored, (raw) => {
      for (const [read, max] of [
        [readWishlist(raw), WISHLIST_MAX],
        [readLastSeen(raw), 12],
      ] as const) {
        assert.ok(read.length <= max && new Set(read).size === read.length);
        assert.ok(read.every((entry) => typeof entry === 'string' && entry !== ''));
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          parsed = undefined;
        }
        if (Array.isArray(parsed) && parsed.every((entry) => typeof entry === 'string' && entry !== '')) {
          assert.deepStrictEqual(read, [...new Set(parsed as string[])].slice(0, max));
        } else assert.deepStrictEqual(read, []);
      }
    });
  });

  it('search analytics: only entries of the stored shape are read, whatever the store holds', () => {
    const entry = fc.record(
      {
        eventName: fc.oneof(text(), anyJson()),
        index: fc.oneof(text(), anyJson()),
        queryId: fc.oneof(text(), anyJson()),
        objectIds: fc.oneof(fc.array(id(), { maxLength: 3 }), anyJson()),
        positions: fc.oneof(fc.array(fc.nat(), { maxLength: 3 }), anyJson()),
      },
      { requiredKeys: [] },
    );
    check(
      800,
      fc.oneof(
        fc.array(entry, { maxLength: 4 }).map((list) => JSON.stringify(list)),
        fc.string({ maxLength: 10 }),
      ),
      (raw) => {
        const storage = fakeStorage({ [LOCAL_KEYS.searchAnalytics]: raw });
        globals.window = { localStorage: storage, sessionStorage: storage };
        for (const read of readSearchAnalytics()) {
          assert.equal(typeof read.eventName, 'string');
          assert.equal(typeof read.index, 'string');
          assert.equal(typeof read.queryId, 'string');
          assert.ok(Array.isArray(read.objectIds) && read.objectIds.every((x) => typeof x === 'string'));
          assert.ok(
            read.positions === undefined ||
              (Array.isArray(read.positions) && read.positions.every((x) => typeof x === 'number')),
          );
        }
      },
    );
  });

  it('cookies: a written value reads back, any cookie jar reads without a throw', () => {
    const name = fc.constantFrom('shop_wishlist', 'shop_personal_info', 'shop_settings');
    // Well-formed texts: a lone surrogate cannot be encoded, and writeCookie reports that as unavailable.
    check(
      800,
      name,
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.array(fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 8 })), { maxLength: 3 }),
      (cookie, value, others) => {
        const written = cookieString(cookie, value, 60, 'localhost').split(';')[0]!;
        const jar = [
          ...others.filter(([key]) => key.trim() !== cookie).map(([key, other]) => `${key}=${other}`),
          written,
        ].join('; ');
        globals.document = { cookie: jar };
        assert.equal(readCookie(cookie), value);
      },
    );
    check(500, fc.string({ maxLength: 40 }), (jar) => {
      globals.document = { cookie: jar };
      readCookie('shop_wishlist');
    });
  });
});

describe('generated URL parameters', () => {
  /** A page at `href` whose replaceState changes it, as the browser does. */
  function pageAt(href: string) {
    const location = { href };
    globals.window = {
      location,
      history: {
        state: null,
        replaceState: (_state: unknown, _title: string, url: URL) => (location.href = String(url)),
      },
    };
    return location;
  }

  it('a parameter written reads back; the others stay; the error code reads as a count or nothing', () => {
    const query = fc.array(
      fc.tuple(fc.constantFrom('utm_source', 'error', 'cartWasSynced', 'q'), fc.string({ maxLength: 6 })),
      { maxLength: 3 },
    );
    check(
      800,
      query,
      fc.constantFrom('error', 'cartWasSynced'),
      fc.option(fc.string({ maxLength: 12 })),
      (pairs, name, value) => {
        const location = pageAt(`https://shop.example/cart?${new URLSearchParams(pairs).toString()}#top`);
        const code = parseErrorCode(readPageParam('error'));
        assert.ok(code === null || isCount(code), `error code ${code}`);
        writePageParam(name, value);
        assert.equal(readPageParam(name), value);
        const after = new URL(location.href);
        assert.equal(after.hash, '#top');
        for (const [key] of pairs)
          if (key !== name)
            assert.deepStrictEqual(after.searchParams.getAll(key), new URLSearchParams(pairs).getAll(key));
      },
    );
  });

  it('the error parameter as the shop writes it: digits read as the code', () => {
    check(
      500,
      fc.oneof(
        fc.nat({ max: 999 }).map(String),
        fc.string({ maxLength: 8 }),
        fc.constantFrom('7'.repeat(400), ' 706 ', '706abc', '-1', '1e3'),
      ),
      (raw) => {
        pageAt(`https://shop.example/cart?error=${encodeURIComponent(raw)}`);
        const code = parseErrorCode(readPageParam('error'));
        assert.ok(code === null || isCount(code), `error code ${code} from "${raw}"`);
        if (/^\d{1,15}$/.test(raw)) assert.equal(code, Number(raw));
      },
    );
  });
});
