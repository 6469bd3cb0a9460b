import { expect } from '@open-wc/testing';
import * as domain from '../../src/domain/index.js';

const ids = (count: number, prefix = 'p') => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe('wishlist', () => {
  it('adds newest first and moves a present id to the front without duplicates', () => {
    expect(domain.addToWishlist([], 'a')).to.deep.equal(['a']);
    expect(domain.addToWishlist(['a', 'b'], 'c')).to.deep.equal(['c', 'a', 'b']);
    expect(domain.addToWishlist(['a', 'b', 'c'], 'b')).to.deep.equal(['b', 'a', 'c']);
  });

  it('holds 99 and throws for the 100th distinct id', () => {
    expect(domain.WISHLIST_MAX).to.equal(99);
    const ninetyEight = ids(98);
    const ninetyNine = domain.addToWishlist(ninetyEight, 'new');
    expect(ninetyNine).to.have.length(99);
    expect(() => domain.addToWishlist(ninetyNine, 'one-more')).to.throw('Maximum Item Count exceeded');
    expect(() => domain.addToWishlist(ninetyNine, 'one-more')).to.throw(domain.WishlistFullError);
    // Re-adding a present id still works when full.
    expect(domain.addToWishlist(ninetyNine, 'p5')[0]).to.equal('p5');
    expect(domain.canAddToWishlist(ninetyNine, 'p5')).to.equal(true);
    expect(domain.canAddToWishlist(ninetyNine, 'x')).to.equal(false);
  });

  it('removes one or several ids', () => {
    expect(domain.removeFromWishlist(['a', 'b', 'c'], 'b')).to.deep.equal(['a', 'c']);
    expect(domain.removeFromWishlist(['a', 'b', 'c'], ['a', 'c'])).to.deep.equal(['b']);
    expect(domain.removeFromWishlist(['a'], 'x')).to.deep.equal(['a']);
  });

  it('reads lists of ids only, cut to the first 99', () => {
    expect(domain.readWishlist(['a', 'b'])).to.deep.equal(['a', 'b']);
    expect(domain.readWishlist('["a","b"]')).to.deep.equal(['a', 'b']);
    expect(domain.readWishlist('not json')).to.deep.equal([]);
    expect(domain.readWishlist('{"a":1}')).to.deep.equal([]);
    expect(domain.readWishlist(null)).to.deep.equal([]);
    expect(domain.readWishlist(undefined)).to.deep.equal([]);
    expect(domain.readWishlist(['a', 3])).to.deep.equal([]);
    expect(domain.readWishlist(['a', 'a', 'b'])).to.deep.equal(['a', 'b']);
    expect(domain.readWishlist(ids(100))).to.deep.equal(ids(99));
    expect(domain.readWishlist(ids(99))).to.have.length(99);
  });

  it('names the tracked notices', () => {
    expect(domain.WISHLIST_TRACKING_NOTICES.productOffline).to.equal('Error - Product went offline');
    expect(domain.WISHLIST_TRACKING_NOTICES.tooManyProducts).to.equal(
      'Error - More than 99 products in wishlist',
    );
  });
});

describe('last seen products', () => {
  it('puts the newest first, removes earlier copies and keeps 12', () => {
    expect(domain.LAST_SEEN_MAX).to.equal(12);
    expect(domain.addLastSeen(['a', 'b', 'c'], 'b')).to.deep.equal(['b', 'a', 'c']);
    const twelve = ids(12);
    const next = domain.addLastSeen(twelve, 'new');
    expect(next).to.have.length(12);
    expect(next[0]).to.equal('new');
    expect(next).not.to.include('p11');
    expect(domain.addLastSeen(ids(11), 'x')).to.have.length(12);
  });

  it('reads stored lists safely', () => {
    expect(domain.readLastSeen('broken')).to.deep.equal([]);
    expect(domain.readLastSeen(JSON.stringify(ids(13)))).to.deep.equal(ids(12));
  });
});
