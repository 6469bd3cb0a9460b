// Rules that used to be written again above the domain: the cart-version order, logged in, the generic
// error codes and the shop's URLs.
import { expect } from '@open-wc/testing';
import * as domain from '../../src/domain/index.js';
import { messageKeyForError } from '../../src/domain/errors.js';

describe('isNewerCartVersion', () => {
  const shown = { cartId: 'c1', cartVersion: 5 };

  it('is true only for a higher version of the same cart', () => {
    expect(domain.isNewerCartVersion({ cartId: 'c1', cartVersion: 6 }, shown)).to.equal(true);
    expect(domain.isNewerCartVersion({ cartId: 'c1', cartVersion: 5 }, shown)).to.equal(false);
    expect(domain.isNewerCartVersion({ cartId: 'c1', cartVersion: 4 }, shown)).to.equal(false);
  });

  it('never orders different carts, or a cart against none', () => {
    expect(domain.isNewerCartVersion({ cartId: 'c2', cartVersion: 99 }, shown)).to.equal(false);
    expect(domain.isNewerCartVersion(shown, null)).to.equal(false);
    expect(domain.isNewerCartVersion(shown, undefined)).to.equal(false);
  });
});

describe('isLoggedIn', () => {
  it('means a non-empty hashed customer e-mail', () => {
    expect(domain.isLoggedIn('9f86d081884c7d65')).to.equal(true);
    for (const hash of [null, undefined, '', '   '])
      expect(domain.isLoggedIn(hash), String(hash)).to.equal(false);
  });
});

describe('the generic server error codes', () => {
  it('are 0, 203 and 500, also as text, and read as the generic message', () => {
    for (const code of [0, 203, 500, '500']) {
      expect(domain.isGenericErrorCode(code), String(code)).to.equal(true);
      expect(messageKeyForError(code)).to.equal('errors.generic');
    }
    for (const code of [502, 706, null, undefined, 'x'])
      expect(domain.isGenericErrorCode(code), String(code)).to.equal(false);
  });
});

describe('the shop URLs', () => {
  it('name the start page, the wishlist and the product pages', () => {
    expect(domain.SHOP_URLS).to.deep.equal({ start: '/', wishlist: '/wishlist' });
    expect(domain.productPageUrl('10412')).to.equal('/experiences/10412');
    expect(domain.productPageUrl('a/b?c')).to.equal('/experiences/a%2Fb%3Fc');
  });
});
