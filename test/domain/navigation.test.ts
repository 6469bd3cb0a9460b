import { expect } from '@open-wc/testing';
import { isFollowableUrl } from '../../src/domain/navigation.js';

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
