import { expect } from '@open-wc/testing';
import {
  LAST_SEEN_MAX,
  WISHLIST_MAX,
  WISHLIST_TRACKING_NOTICES,
  WishlistFullError,
  addLastSeen,
  addToWishlist,
  canAddToWishlist,
  readLastSeen,
  readWishlist,
  removeFromWishlist,
} from '../../src/domain/index.js';

const ids = (count: number, prefix = 'p') => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe('wishlist', () => {
  it('adds newest first and moves a present id to the front without duplicates', () => {
    expect(addToWishlist([], 'a')).to.deep.equal(['a']);
    expect(addToWishlist(['a', 'b'], 'c')).to.deep.equal(['c', 'a', 'b']);
    expect(addToWishlist(['a', 'b', 'c'], 'b')).to.deep.equal(['b', 'a', 'c']);
  });

  it('holds 99 and throws for the 100th distinct id', () => {
    expect(WISHLIST_MAX).to.equal(99);
    const ninetyEight = ids(98);
    const ninetyNine = addToWishlist(ninetyEight, 'new');
    expect(ninetyNine).to.have.length(99);
    expect(() => addToWishlist(ninetyNine, 'one-more')).to.throw('Maximum Item Count exceeded');
    expect(() => addToWishlist(ninetyNine, 'one-more')).to.throw(WishlistFullError);
    // Re-adding a present id still works when full.
    expect(addToWishlist(ninetyNine, 'p5')[0]).to.equal('p5');
    expect(canAddToWishlist(ninetyNine, 'p5')).to.equal(true);
    expect(canAddToWishlist(ninetyNine, 'x')).to.equal(false);
  });

  it('removes one or several ids', () => {
    expect(removeFromWishlist(['a', 'b', 'c'], 'b')).to.deep.equal(['a', 'c']);
    expect(removeFromWishlist(['a', 'b', 'c'], ['a', 'c'])).to.deep.equal(['b']);
    expect(removeFromWishlist(['a'], 'x')).to.deep.equal(['a']);
  });

  it('reads lists of ids only, cut to the first 99', () => {
    expect(readWishlist(['a', 'b'])).to.deep.equal(['a', 'b']);
    expect(readWishlist('["a","b"]')).to.deep.equal(['a', 'b']);
    expect(readWishlist('not json')).to.deep.equal([]);
    expect(readWishlist('{"a":1}')).to.deep.equal([]);
    expect(readWishlist(null)).to.deep.equal([]);
    expect(readWishlist(undefined)).to.deep.equal([]);
    expect(readWishlist(['a', 3])).to.deep.equal([]);
    expect(readWishlist(['a', 'a', 'b'])).to.deep.equal(['a', 'b']);
    expect(readWishlist(ids(100))).to.deep.equal(ids(99));
    expect(readWishlist(ids(99))).to.have.length(99);
  });

  it('names the tracked notices', () => {
    expect(WISHLIST_TRACKING_NOTICES.productOffline).to.equal('Error - Product went offline');
    expect(WISHLIST_TRACKING_NOTICES.tooManyProducts).to.equal('Error - More than 99 products in wishlist');
  });
});

describe('last seen products', () => {
  it('puts the newest first, removes earlier copies and keeps 12', () => {
    expect(LAST_SEEN_MAX).to.equal(12);
    expect(addLastSeen(['a', 'b', 'c'], 'b')).to.deep.equal(['b', 'a', 'c']);
    const twelve = ids(12);
    const next = addLastSeen(twelve, 'new');
    expect(next).to.have.length(12);
    expect(next[0]).to.equal('new');
    expect(next).not.to.include('p11');
    expect(addLastSeen(ids(11), 'x')).to.have.length(12);
  });

  it('reads stored lists safely', () => {
    expect(readLastSeen('broken')).to.deep.equal([]);
    expect(readLastSeen(JSON.stringify(ids(13)))).to.deep.equal(ids(12));
  });
});
