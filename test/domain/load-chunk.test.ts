import { expect } from '@open-wc/testing';
import * as chunks from '../../src/domain/load-chunk.js';

describe('loadChunk (spec points 8 and 9: chunks time out after 120 s)', () => {
  it('gives a chunk that never arrives 120 s by default, then fails with a chunk-load error', async () => {
    // A virtual clock: the time-out's callback runs at once, and the delay it asked for is kept.
    const delays: number[] = [];
    const realSetTimeout = window.setTimeout;
    window.setTimeout = ((run: () => void, ms?: number) => {
      delays.push(ms ?? 0);
      run();
      return 0;
    }) as typeof window.setTimeout;
    try {
      const outcome = await chunks
        .loadChunk(() => new Promise<never>(() => undefined))
        .catch((error: unknown) => error);
      expect(outcome).to.be.instanceOf(chunks.ChunkLoadError);
    } finally {
      window.setTimeout = realSetTimeout;
    }
    expect(delays).to.deep.equal([120_000]);
  });

  it('answers the module when it arrives in time', async () => {
    expect(await chunks.loadChunk(() => Promise.resolve({ answer: 42 }), 50)).to.deep.equal({ answer: 42 });
  });

  it('fails with a ChunkLoadError when the chunk does not arrive in time, and a new attempt can succeed', async () => {
    const never = () => new Promise<never>(() => undefined);
    const error = await chunks.loadChunk(never, 20).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).to.be.instanceOf(chunks.ChunkLoadError);
    expect(await chunks.loadChunk(() => Promise.resolve('second try'), 20)).to.equal('second try');
  });

  it('passes a failed load on as an error', async () => {
    const error = await chunks
      .loadChunk(() => Promise.reject(new TypeError('Failed to fetch')), 50)
      .then(
        () => null,
        (reason: unknown) => reason,
      );
    expect(error).to.be.instanceOf(TypeError);
  });
});

describe('loadChunkOnce (one load per page for a prefetch and its use)', () => {
  it('shares one load between calls and keeps a success', async () => {
    let loads = 0;
    const once = chunks.loadChunkOnce(() => {
      loads += 1;
      return Promise.resolve({ loaded: loads });
    });
    const [first, second] = await Promise.all([once(), once()]);
    expect(first).to.equal(second);
    expect(await once()).to.deep.equal({ loaded: 1 });
    expect(loads).to.equal(1);
  });

  it('forgets a failed load: the next call loads again and can succeed', async () => {
    let loads = 0;
    const once = chunks.loadChunkOnce(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve('second try');
    });
    const [first, joined] = await Promise.all([
      once().catch((e: unknown) => e),
      once().catch((e: unknown) => e),
    ]);
    expect(first).to.be.instanceOf(TypeError);
    expect(joined).to.equal(first);
    expect(await once()).to.equal('second try');
    expect(await once()).to.equal('second try');
    expect(loads).to.equal(2);
  });

  it('forgets a load that timed out as well', async () => {
    let loads = 0;
    const once = chunks.loadChunkOnce(() => {
      loads += 1;
      return loads === 1 ? new Promise<never>(() => undefined) : Promise.resolve('arrived');
    }, 20);
    expect(await once().catch((e: unknown) => e)).to.be.instanceOf(chunks.ChunkLoadError);
    expect(await once()).to.equal('arrived');
    expect(loads).to.equal(2);
  });
});

describe('loadChunk after a deploy (issue 21: a chunk gone is told from a network failure)', () => {
  afterEach(() => chunks.setChunkProbe(null));

  it('finds the failed chunk in Chromium and Firefox messages, else in the loader', () => {
    const base = 'https://shop.example/dist/shop-cart.js';
    const chromium = new TypeError(
      'Failed to fetch dynamically imported module: https://shop.example/dist/shop-cart.A-1.js',
    );
    const firefox = new TypeError(
      'error loading dynamically imported module: https://shop.example/dist/B-2.js',
    );
    const webkit = new TypeError('Importing a module script failed.');
    // The production bundle keeps `import('./chunk.js')` as written in the loader's source.
    const written = (chunk: string) =>
      Object.assign(() => Promise.reject(new Error('not loaded')), {
        toString: () => `()=>import("${chunk}")`,
      });
    const loader = written('./not-there.js');
    expect(chunks.failedChunkUrl(chromium, loader, base)).to.equal(
      'https://shop.example/dist/shop-cart.A-1.js',
    );
    expect(chunks.failedChunkUrl(firefox, loader, base)).to.equal('https://shop.example/dist/B-2.js');
    expect(chunks.failedChunkUrl(webkit, written('./shop-cart.C-3.js'), base)).to.equal(
      'https://shop.example/dist/shop-cart.C-3.js',
    );
    expect(chunks.failedChunkUrl(webkit, () => Promise.reject(new Error('x')), base)).to.equal(null);
  });

  it('fails with an OutdatedChunkError when the probe finds the chunk gone, and tells the listeners once', async () => {
    const probed: string[] = [];
    chunks.setChunkProbe((url) => {
      probed.push(url);
      return Promise.resolve(true);
    });
    const heard: string[] = [];
    const stop = chunks.onOutdatedChunk((error) => heard.push(error.chunkUrl));
    const gone = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://x.example/a.js'));
    const first = await chunks.loadChunk(gone, 50).catch((reason: unknown) => reason);
    const second = await chunks.loadChunk(gone, 50).catch((reason: unknown) => reason);
    stop();
    expect(first).to.be.instanceOf(chunks.OutdatedChunkError);
    expect(second).to.be.instanceOf(chunks.OutdatedChunkError);
    expect(chunks.chunkFailureKey(first)).to.equal(null);
    expect(probed).to.deep.equal(['https://x.example/a.js', 'https://x.example/a.js']);
    expect(chunks.outdatedChunk()?.chunkUrl).to.equal('https://x.example/a.js');
    expect(heard, 'the first only').to.deep.equal(['https://x.example/a.js']);
  });

  it('keeps a network failure (the chunk is there) as it is: the connection message', async () => {
    chunks.setChunkProbe(() => Promise.resolve(false));
    const error = await chunks
      .loadChunk(
        () =>
          Promise.reject(
            new TypeError('Failed to fetch dynamically imported module: https://x.example/b.js'),
          ),
        50,
      )
      .catch((reason: unknown) => reason);
    expect(error).to.be.instanceOf(TypeError);
    expect(chunks.chunkFailureKey(error)).to.equal('errors.connection');
    expect(chunks.chunkFailureKey(new chunks.ChunkLoadError(120_000))).to.equal('errors.connection');
  });
});
