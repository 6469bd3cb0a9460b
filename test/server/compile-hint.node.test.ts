// The production build's compile hint (rollup.config.mjs, compileHint): each element's entry starts with
// V8's `//# allFunctionsCalledOnLoad`, so Chromium compiles its first-paint code while the script streams
// in; lazy chunks do not, and the source map still points at the right sources.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { demoText, withDemoServer } from '../helpers/demo-server.js';

withDemoServer();
const HINT = '//# allFunctionsCalledOnLoad\n';

describe('the compile hint in dist/', () => {
  it('opens the first line of every element entry', async () => {
    for (const entry of ['shop-cart', 'shop-cart-counter', 'shop-wishlist-counter', 'shop-tracking']) {
      const bundle = await demoText(`/dist/${entry}.js`);
      assert.ok(bundle.startsWith(HINT), `${entry}.js starts with the hint: ${bundle.slice(0, 40)}`);
      assert.equal(bundle.split(HINT).length, 2, `${entry}.js holds it once`);
    }
  });

  it('is not in the lazy chunks, which compile when called', async () => {
    const bundle = await demoText('/dist/shop-cart.js');
    const chunks = [...new Set([...bundle.matchAll(/"\.\/(shop-cart\.[\w-]+\.js)"/g)].map((m) => m[1]))];
    assert.ok(chunks.length >= 10, `the entry names its lazy chunks (${chunks.length})`);
    for (const chunk of chunks)
      assert.ok(!(await demoText(`/dist/${chunk}`)).includes('allFunctionsCalledOnLoad'), chunk);
  });

  it('moves the source map one line down with the code', async () => {
    const bundle = await demoText('/dist/shop-cart.js');
    const map = new TraceMap(await demoText('/dist/shop-cart.js.map'));
    assert.equal(originalPositionFor(map, { line: 1, column: 0 }).source, null, 'the hint maps to no source');
    // The locale list is the bundle's first statement (src/domain/locale.ts).
    const code = bundle.split('\n')[1] ?? '';
    const column = code.indexOf('"de","en"');
    assert.ok(column >= 0, 'the locale list is on the second line');
    const origin = originalPositionFor(map, { line: 2, column });
    assert.match(origin.source ?? '', /src\/domain\/locale\.ts$/);
  });
});
