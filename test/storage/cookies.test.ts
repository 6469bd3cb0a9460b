import { expect } from '@open-wc/testing';
import {
  COOKIES,
  cookieString,
  readAnonymousWishlist,
  readCookie,
  removeCookie,
  writeAnonymousWishlist,
  writeCookie,
} from '../../src/storage/index.js';
import { cookiesUnavailable, freshStorageEachTest } from '../helpers/storage-faults.js';

describe('storage: cookies', () => {
  freshStorageEachTest();

  it('keeps the lifetimes of spec point 9', () => {
    expect(COOKIES.wishlist.maxAgeSeconds).to.equal(31_536_000);
    expect(COOKIES.personalInfo.maxAgeSeconds).to.equal(7_200);
    expect(COOKIES.redemption.maxAgeSeconds).to.equal(86_400);
    expect(COOKIES.settings.maxAgeSeconds).to.equal(31_536_000);
    expect(COOKIES.trackingClient.maxAgeSeconds).to.equal(315_360_000);
  });

  it('sets path / and Secure everywhere except on localhost', () => {
    const live = cookieString('a', 'b c', 7200, 'www.jochen-schweizer.de');
    expect(live).to.equal('a=b%20c; Max-Age=7200; Path=/; SameSite=Lax; Secure');
    for (const host of ['localhost', '127.0.0.1']) {
      expect(cookieString('a', 'b', 60, host)).to.equal('a=b; Max-Age=60; Path=/; SameSite=Lax');
    }
  });

  it('writes, reads and removes a cookie', () => {
    expect(writeCookie(COOKIES.settings, '{"x":"ä;="}')).to.equal(true);
    expect(readCookie(COOKIES.settings.name)).to.equal('{"x":"ä;="}');
    removeCookie(COOKIES.settings.name);
    expect(readCookie(COOKIES.settings.name)).to.equal(null);
  });

  it('reads the wishlist cookie, cut to 99, and corrupted JSON as empty', () => {
    writeAnonymousWishlist(Array.from({ length: 120 }, (_, i) => `p${i}`));
    expect(readAnonymousWishlist()).to.have.length(99);
    document.cookie = `${COOKIES.wishlist.name}=${encodeURIComponent('["a",')}; Path=/`;
    expect(readAnonymousWishlist()).to.deep.equal([]);
    document.cookie = `${COOKIES.wishlist.name}=%E0%A4%A; Path=/`; // malformed escape
    expect(readAnonymousWishlist()).to.deep.equal([]);
  });

  it('throws nothing when document.cookie throws', () => {
    cookiesUnavailable();
    expect(readCookie('anything')).to.equal(null);
    expect(writeCookie(COOKIES.wishlist, '[]')).to.equal(false);
    expect(() => removeCookie('anything')).not.to.throw();
    expect(readAnonymousWishlist()).to.deep.equal([]);
  });
});
