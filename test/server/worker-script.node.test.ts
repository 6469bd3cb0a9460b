// The production build's Intl warm-up worker (src/cart/first-paint/intl-warm-up.ts): its script goes beside the
// bundle, content-hashed, and the bundle points at that file (rollup.config.mjs, workerScripts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { demoPort, withDemoServer } from '../helpers/demo-server.js';

withDemoServer();
const url = (path: string) => `http://127.0.0.1:${demoPort()}${path}`;

describe('the Intl warm-up worker in dist/', () => {
  it('is served beside shop-cart.js under the name the bundle uses, as a script that builds formatters', async () => {
    const bundle = await (await fetch(url('/dist/shop-cart.js'))).text();
    const names = [...bundle.matchAll(/"(shop-cart\.intl-warm-up\.worker-[\w-]+\.js)"/g)].map(
      (match) => match[1],
    );
    assert.equal(names.length, 1, 'one worker script named in the bundle');
    const answer = await fetch(url(`/dist/${names[0]}`));
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/javascript/);
    const script = await answer.text();
    assert.match(script, /new Intl\[\w+\]\(/, 'it builds the formatters it is asked for');
    assert.match(script, /postMessage\(/);
    assert.doesNotMatch(script, /\bimport\b/, 'a classic script: no imports');
  });
});
