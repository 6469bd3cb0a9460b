// The demo shop's header icons are inline SVG, so they look the same on every machine (a symbol glyph such
// as U+1F6D2 shows as an empty box where the system font lacks it), and each link has a name.
import { expect } from '@open-wc/testing';

/** Pictographs and dingbats: glyphs a system font may not have. */
const SYMBOL_GLYPH = /[\u2190-\u2BFF\u{1F000}-\u{1FAFF}]/u;

describe('demo header icons', () => {
  it('are inline SVG hidden from screen readers, in links named in words, without symbol glyphs', async () => {
    const html = await (await fetch('/demo/index.html')).text();
    const page = new DOMParser().parseFromString(html, 'text/html');
    const links = [...page.querySelectorAll<HTMLAnchorElement>('.shop-header-icons a')];
    expect(links.map((link) => link.getAttribute('aria-label'))).to.deep.equal(['Wunschliste', 'Warenkorb']);
    for (const link of links) {
      const svg = link.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden'), 'the picture is hidden').to.equal('true');
      expect(svg?.querySelector('path, circle'), 'drawn in SVG').to.not.equal(null);
      expect(SYMBOL_GLYPH.test(link.textContent ?? ''), `a symbol glyph in ${link.outerHTML}`).to.equal(
        false,
      );
    }
  });
});
