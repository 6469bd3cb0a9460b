import { expect } from '@open-wc/testing';
import * as storage from '../../src/storage/index.js';
import { cookiesUnavailable, freshStorageEachTest, override } from '../helpers/storage-faults.js';

describe('storage: cookies', () => {
  freshStorageEachTest();

  it('writes each cookie with the lifetime of spec point 9', () => {
    // What goes to the browser: the Set-Cookie strings the page writes, read at document.cookie.
    const written: string[] = [];
    override(document, 'cookie', {
      get: () => '',
      set: (value: string) => written.push(value),
    });
    const lifetimes = [
      [storage.COOKIES.wishlist, 'one year', 365 * 24 * 3600],
      [storage.COOKIES.personalInfo, '2 hours', 2 * 3600],
      [storage.COOKIES.redemption, '24 hours', 24 * 3600],
      [storage.COOKIES.settings, 'one year', 365 * 24 * 3600],
      [storage.COOKIES.trackingClient, '10 years', 10 * 365 * 24 * 3600],
    ] as const;
    for (const [cookie] of lifetimes) storage.writeCookie(cookie, 'x');
    expect(written).to.have.length(lifetimes.length);
    lifetimes.forEach(([cookie, said, seconds], index) => {
      expect(written[index], `${cookie.name}: ${said}`).to.contain(`Max-Age=${seconds};`);
    });
  });

  it('sets path / and Secure everywhere except on localhost', () => {
    const live = storage.cookieString('a', 'b c', 7200, 'www.jochen-schweizer.de');
    expect(live).to.equal('a=b%20c; Max-Age=7200; Path=/; SameSite=Lax; Secure');
    for (const host of ['localhost', '127.0.0.1']) {
      expect(storage.cookieString('a', 'b', 60, host)).to.equal('a=b; Max-Age=60; Path=/; SameSite=Lax');
    }
  });

  it('writes, reads and removes a cookie', () => {
    expect(storage.writeCookie(storage.COOKIES.settings, '{"x":"ä;="}')).to.equal(true);
    expect(storage.readCookie(storage.COOKIES.settings.name)).to.equal('{"x":"ä;="}');
    storage.removeCookie(storage.COOKIES.settings.name);
    expect(storage.readCookie(storage.COOKIES.settings.name)).to.equal(null);
  });

  it('reads the wishlist cookie, cut to 99, and corrupted JSON as empty', () => {
    storage.writeAnonymousWishlist(Array.from({ length: 120 }, (_, i) => `p${i}`));
    expect(storage.readAnonymousWishlist()).to.have.length(99);
    document.cookie = `${storage.COOKIES.wishlist.name}=${encodeURIComponent('["a",')}; Path=/`;
    expect(storage.readAnonymousWishlist()).to.deep.equal([]);
    document.cookie = `${storage.COOKIES.wishlist.name}=%E0%A4%A; Path=/`; // malformed escape
    expect(storage.readAnonymousWishlist()).to.deep.equal([]);
  });

  it('throws nothing when document.cookie throws', () => {
    cookiesUnavailable();
    expect(storage.readCookie('anything')).to.equal(null);
    expect(storage.writeCookie(storage.COOKIES.wishlist, '[]')).to.equal(false);
    expect(() => storage.removeCookie('anything')).not.to.throw();
    expect(storage.readAnonymousWishlist()).to.deep.equal([]);
  });
});
