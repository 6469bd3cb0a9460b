// The production build's one top-level await (rollup.config.mjs, hiddenTopLevelAwait): <shop-cart>'s entry
// waits there for a server-rendered page's first paint (elements/first-paint.ts), and stays one file that
// imports no chunk statically, as without the await; no other file of dist/ has one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseAst } from 'rollup/parseAst';
import { demoText, withDemoServer } from '../helpers/demo-server.js';

withDemoServer();

interface Node {
  type: string;
  [key: string]: unknown;
}
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const children = (node: Node): Node[] =>
  Object.values(node).flatMap((value) =>
    (Array.isArray(value) ? value : [value]).filter(
      (child): child is Node => typeof child === 'object' && child !== null && 'type' in child,
    ),
  );

/** The await expressions of a module's own code, outside any function. */
function topLevelAwaits(code: string): Node[] {
  const found: Node[] = [];
  const walk = (node: Node) => {
    if (FUNCTIONS.has(node.type)) return;
    if (node.type === 'AwaitExpression') found.push(node);
    children(node).forEach(walk);
  };
  walk(parseAst(code) as unknown as Node);
  return found;
}

describe('the top-level await in dist/', () => {
  it("is in <shop-cart>'s entry once, which still imports no chunk statically", async () => {
    const bundle = await demoText('/dist/shop-cart.js');
    assert.equal(topLevelAwaits(bundle).length, 1);
    assert.ok(!bundle.includes('SHOP_CART_TOP_LEVEL_AWAIT'), 'no marker is left');
    const program = parseAst(bundle) as unknown as { body: Node[] };
    assert.deepEqual(
      program.body.filter((statement) => statement.type === 'ImportDeclaration'),
      [],
      'no static import: the initial JS is this one file',
    );
  });

  it('is in no other element and in no lazy chunk', async () => {
    for (const entry of ['shop-cart-counter', 'shop-wishlist-counter', 'shop-tracking'])
      assert.equal(topLevelAwaits(await demoText(`/dist/${entry}.js`)).length, 0, entry);
    const bundle = await demoText('/dist/shop-cart.js');
    const chunks = [...new Set([...bundle.matchAll(/"\.\/(shop-cart\.[\w-]+\.js)"/g)].map((m) => m[1]))];
    assert.ok(chunks.length >= 10, `the entry names its lazy chunks (${chunks.length})`);
    for (const chunk of chunks)
      assert.equal(topLevelAwaits(await demoText(`/dist/${chunk}`)).length, 0, chunk);
  });
});
