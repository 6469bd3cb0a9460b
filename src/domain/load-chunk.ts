import { SCRIPT_LOAD_TIMEOUT_MS } from './client-constants.js';

/** A lazy chunk that did not arrive in time (spec points 8 and 9). */
export class ChunkLoadError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Loading chunk timed out after ${timeoutMs} ms`);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Loads a lazy chunk (`() => import('./x.js')`), failing with a `ChunkLoadError` when it has not arrived
 * after the spec's 120 s. Every call starts a fresh attempt, so a caller can offer to try again.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = SCRIPT_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(timeoutMs)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
