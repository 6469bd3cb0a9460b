// The components' JSX runtime (src/ui/css-prop/jsx-runtime.ts) turns a static `css` into a class name, and
// the static sheet holds the rules of every class it can name; a `css` computed inside a function fails the
// production build instead of rendering unstyled.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { css } from '@emotion/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { jsx } from '../../src/ui/css-prop/jsx-runtime.js';
import { STATIC_CSS } from '../../src/cart/fragment/render/static-styles.generated.js';
import { cssCallsInFunctions, moduleLevelCssCalls } from '../../scripts/static-css-sites.mjs';

const sites = JSON.parse(readFileSync('scripts/static-css-sites.generated.json', 'utf8')) as Record<
  string,
  Record<string, string>
>;

describe('the css prop', () => {
  it('becomes a class after the element’s own classes, as Emotion names it', () => {
    const styles = css`
      color: red;
    `;
    const markup = renderToStaticMarkup(jsx('p', { css: styles, className: 'own', children: 'x' }));
    assert.equal(markup, `<p class="own shop-cart-${styles.name}">x</p>`);
    assert.equal(renderToStaticMarkup(jsx('p', { css: styles })), `<p class="shop-cart-${styles.name}"></p>`);
    assert.equal(renderToStaticMarkup(jsx('p', { css: undefined, className: 'own' })), '<p class="own"></p>');
  });

  it('names only classes whose rules are in the static sheet', () => {
    const names = Object.values(sites).flatMap((keyed) => Object.values(keyed));
    assert.ok(names.length > 20, 'the sites of the sources were recorded');
    for (const name of names) assert.ok(STATIC_CSS.includes(`.shop-cart-${name}`), `.shop-cart-${name}`);
  });

  it('tells module-level styles from styles computed in a function', () => {
    const code = [
      "import { css } from '@emotion/react';",
      'const a = css`color: red;`;',
      'const b = { big: css`font-size: 2rem;` };',
      'const c = (colour) => css`color: ${colour};`;',
    ].join('\n');
    assert.equal(moduleLevelCssCalls(code).length, 2);
    assert.equal(cssCallsInFunctions(code), 1);
  });
});
