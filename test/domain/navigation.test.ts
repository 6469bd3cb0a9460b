import { expect } from '@open-wc/testing';
import { isFollowableUrl, isImageUrl, safeSrcset } from '../../src/domain/navigation.js';

describe('isFollowableUrl (next-step URLs)', () => {
  const followed = [
    '/checkout',
    '/next-step?from=cart',
    'checkout',
    './checkout',
    '../checkout#top',
    '?step=2',
    'https://shop.example/checkout',
    'http://shop.example/checkout',
    'HTTPS://shop.example/checkout',
  ];
  const refused = [
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://shop.example/uuid',
    '//evil.example/phish',
    '/\\evil.example/phish',
    '\\\\evil.example/phish',
    '/\t/evil.example/',
    '/\n/evil.example/',
    ' //evil.example/',
    '\u0000//evil.example/',
    'https:',
    'https://',
    'http://[::1',
  ];
  for (const url of followed) {
    it(`follows ${JSON.stringify(url)}`, () => expect(isFollowableUrl(url)).to.equal(true));
  }
  for (const url of refused) {
    it(`refuses ${JSON.stringify(url)}`, () => expect(isFollowableUrl(url)).to.equal(false));
  }
});

describe('isImageUrl and safeSrcset (product images from the API)', () => {
  it('shows http(s) images on any host, relative ones and data:image', () => {
    for (const url of [
      'https://cdn.example/a.jpg',
      '//cdn.example/a.jpg',
      '/img/a.jpg',
      'a.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      ' DATA:image/svg+xml,%3Csvg/%3E',
    ]) {
      expect(isImageUrl(url), url).to.equal(true);
    }
  });

  it('refuses every other scheme', () => {
    for (const url of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'file:///etc/passwd',
      'blob:https://cdn.example/uuid',
    ]) {
      expect(isImageUrl(url), url).to.equal(false);
    }
  });

  it('keeps a srcset only when every candidate is an image URL', () => {
    expect(safeSrcset('/a.jpg 1x, https://cdn.example/b.jpg 2x')).to.equal(
      '/a.jpg 1x, https://cdn.example/b.jpg 2x',
    );
    expect(safeSrcset('/a.jpg 1x, javascript:alert(1) 2x')).to.equal(undefined);
    expect(safeSrcset(undefined)).to.equal(undefined);
  });
});
