// Loading a provider's script: one element per URL with the nonce, the time-out, failures that let the
// next attempt try again.
import { expect } from '@open-wc/testing';
import { loadProviderScript, ScriptLoadError } from '../../src/payments/area/load-script.js';
import { setStandIns } from '../helpers/express-page.js';
import { resetCart } from '../helpers/reference-api.js';

const AMAZON = '/test-providers/amazon-checkout.js';
const hasAmazon = () => Boolean((window as { amazon?: unknown }).amazon);
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script[src$="${AMAZON}"]`)];

async function failureOf(promise: Promise<unknown>): Promise<ScriptLoadError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ScriptLoadError) return error;
    throw error;
  }
  throw new Error('the load did not fail');
}

describe('provider script loader', () => {
  before(() => resetCart());

  it('fails on an HTTP error, removes its element, and the next call tries again', async () => {
    await setStandIns({ amazonPay: { script: 'fail' } });
    const error = await failureOf(loadProviderScript(AMAZON, { isLoaded: hasAmazon }));
    expect(error.reason).to.equal('error');
    expect(scripts()).to.have.length(0);
    // The next caller does not get the failed load back: a new script element goes out, and fails again.
    const again = loadProviderScript(AMAZON, { isLoaded: hasAmazon });
    expect(scripts(), 'a new attempt').to.have.length(1);
    expect((await failureOf(again)).reason).to.equal('error');
    expect(scripts()).to.have.length(0);
  });

  it('fails when the script defines nothing', async () => {
    await setStandIns({ amazonPay: { script: 'no-global' } });
    const error = await failureOf(loadProviderScript(AMAZON, { isLoaded: hasAmazon }));
    expect(error.reason).to.equal('no-global');
    expect(scripts()).to.have.length(0);
  });

  it('times out (120 s in the cart; shorter here) and removes its element', async () => {
    await setStandIns({ amazonPay: { script: 'hang' } });
    // A URL of its own: the browser may still wait for the hanging answer of a URL it was asked for.
    const url = `${AMAZON}?hanging`;
    const error = await failureOf(loadProviderScript(url, { isLoaded: hasAmazon, timeoutMs: 300 }));
    expect(error.reason).to.equal('timeout');
    expect(error.message).to.contain('did not load (timeout)');
    expect(document.querySelectorAll('script[src*="hanging"]')).to.have.length(0);
  });

  it('loads once per URL with the nonce; later callers share it, and a loaded global needs no script', async () => {
    await setStandIns({ amazonPay: { script: 'ok' } });
    const first = loadProviderScript(AMAZON, { isLoaded: hasAmazon, nonce: 'abc123' });
    const second = loadProviderScript(AMAZON, { isLoaded: hasAmazon, nonce: 'abc123' });
    await Promise.all([first, second]);
    expect(scripts()).to.have.length(1);
    expect(scripts()[0]!.nonce).to.equal('abc123');
    expect(scripts()[0]!.async).to.equal(true);
    await loadProviderScript(`${AMAZON}?again`, { isLoaded: hasAmazon });
    expect(document.querySelectorAll('script[src*="again"]')).to.have.length(0);
  });
});
