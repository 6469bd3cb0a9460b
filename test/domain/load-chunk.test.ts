import { expect } from '@open-wc/testing';
import { ChunkLoadError, loadChunk } from '../../src/domain/load-chunk.js';
import { SCRIPT_LOAD_TIMEOUT_MS } from '../../src/domain/index.js';

describe('loadChunk (spec points 8 and 9: chunks time out after 120 s)', () => {
  it('uses the spec time-out by default', () => {
    expect(SCRIPT_LOAD_TIMEOUT_MS).to.equal(120_000);
  });

  it('answers the module when it arrives in time', async () => {
    expect(await loadChunk(() => Promise.resolve({ answer: 42 }), 50)).to.deep.equal({ answer: 42 });
  });

  it('fails with a ChunkLoadError when the chunk does not arrive in time, and a new attempt can succeed', async () => {
    const never = () => new Promise<never>(() => undefined);
    const error = await loadChunk(never, 20).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).to.be.instanceOf(ChunkLoadError);
    expect(await loadChunk(() => Promise.resolve('second try'), 20)).to.equal('second try');
  });

  it('passes a failed load on as an error', async () => {
    const error = await loadChunk(() => Promise.reject(new TypeError('Failed to fetch')), 50).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).to.be.instanceOf(TypeError);
  });
});
