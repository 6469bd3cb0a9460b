// Loading a payment provider's script with care: one script element per URL, the host's nonce on it, its
// URL passed through a Trusted Types policy that lets only the configured provider scripts through, and
// the spec's 120 s time-out. A script that fails, times out or does not define its global rejects; the
// caller hides that provider's button.
import { SCRIPT_LOAD_TIMEOUT_MS } from '../../domain/index.js';
import { trustedScriptUrl } from '../../ui/trusted-script-url.js';

/** A provider script that did not arrive, timed out, or did not define what it should. */
export class ScriptLoadError extends Error {
  constructor(
    readonly url: string,
    readonly reason: 'error' | 'timeout' | 'no-global' | 'blocked',
  ) {
    super(`The payment provider script ${url} did not load (${reason})`);
    this.name = 'ScriptLoadError';
  }
}

export interface ScriptOptions {
  /** The CSP nonce of the page, put on the script element. */
  nonce?: string | undefined;
  /** True once the script's global is there (window.Stripe, window.amazon ...). */
  isLoaded: () => boolean;
  timeoutMs?: number;
}

const loading = new Map<string, Promise<void>>();

function insertScript(url: string, options: ScriptOptions): Promise<void> {
  const { nonce, isLoaded, timeoutMs = SCRIPT_LOAD_TIMEOUT_MS } = options;
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: ScriptLoadError['reason']) => {
      clearTimeout(timer);
      script.remove();
      reject(new ScriptLoadError(url, reason));
    };
    const timer = setTimeout(() => fail('timeout'), timeoutMs);
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      if (isLoaded()) resolve();
      else fail('no-global');
    });
    script.addEventListener('error', () => fail('error'));
    try {
      // A TrustedScriptURL where the page enforces Trusted Types, the plain URL elsewhere.
      script.src = trustedScriptUrl(url);
      document.head.append(script);
    } catch {
      fail('blocked');
    }
  });
}

/**
 * Loads a provider script once per URL (a second caller shares the first load; a failed load is tried
 * again by the next caller). Resolves at once when the script's global is already there.
 */
export function loadProviderScript(url: string, options: ScriptOptions): Promise<void> {
  const absolute = new URL(url, document.baseURI).href;
  if (options.isLoaded()) return Promise.resolve();
  let promise = loading.get(absolute);
  if (!promise) {
    promise = insertScript(absolute, options);
    loading.set(absolute, promise);
    promise.catch(() => loading.delete(absolute));
  }
  return promise;
}

/** The promise, or a ScriptLoadError once `timeoutMs` passed: for loaders that have no time-out. */
export function withTimeout<T>(
  promise: Promise<T>,
  url: string,
  timeoutMs = SCRIPT_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScriptLoadError(url, 'timeout')), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
