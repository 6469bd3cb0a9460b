import { SCRIPT_LOAD_TIMEOUT_MS } from './client-constants.js';
import { CONNECTION_ERROR_KEY } from './message-keys.js';

/**
 * A lazy chunk that could not be had from the network: it did not arrive within the spec's 120 s, or its
 * request failed while the chunk may well exist (offline, a 5xx). Trying again may work: the caller shows
 * the connection or generic message (spec points 8 and 9).
 */
export class ChunkLoadError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Loading chunk timed out after ${timeoutMs} ms`);
    this.name = 'ChunkLoadError';
  }
}

/**
 * A lazy chunk that no longer exists: the page was loaded before a deploy, and the host answers 404 (or
 * 410) for the chunk its entry names. No retry can fix that, only a reload of the page
 * (docs/deploying.md); the fragment says so (`onOutdatedChunk`).
 */
export class OutdatedChunkError extends Error {
  constructor(
    readonly chunkUrl: string,
    cause: unknown,
  ) {
    super(`The chunk ${chunkUrl} is gone: the page was loaded before a deploy`, { cause });
    this.name = 'OutdatedChunkError';
  }
}

/** Answers whether the chunk at `url` is gone for good (404, 410); false when it exists or is unknown. */
export type ChunkProbe = (url: string) => Promise<boolean>;

type OutdatedListener = (error: OutdatedChunkError) => void;

// One per bundle: every lazy part of the element goes through this module.
let probe: ChunkProbe | null = null;
let outdated: OutdatedChunkError | null = null;
const listeners = new Set<OutdatedListener>();

/** Sets how a failed chunk is checked (the element passes a HEAD request; domain code does no HTTP). */
export function setChunkProbe(next: ChunkProbe | null): void {
  probe = next;
}

/** The first chunk found gone on this page, or null: the page is older than the deploy. */
export function outdatedChunk(): OutdatedChunkError | null {
  return outdated;
}

/** Calls `listener` once when the first chunk is found gone; answers the unsubscribe. */
export function onOutdatedChunk(listener: OutdatedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const URL_IN_MESSAGE = /(https?:\/\/[^\s'"]+?\.m?js)\b/;
const IMPORT_IN_SOURCE = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/;

/**
 * The address of the chunk a failed `load` asked for: named in the error by Chromium ('Failed to fetch
 * dynamically imported module: URL') and Firefox ('error loading dynamically imported module: URL'); for
 * WebKit ('Importing a module script failed.') read from the loader's own `import('./chunk.js')`, which
 * the production bundle keeps as written, relative to this module (chunks sit beside the entry).
 */
export function failedChunkUrl(error: unknown, load: () => unknown, base: string): string | null {
  const named = error instanceof Error ? URL_IN_MESSAGE.exec(error.message)?.[1] : undefined;
  if (named) return named;
  const written = IMPORT_IN_SOURCE.exec(String(load))?.[1];
  if (!written || !/^\.{1,2}\//.test(written)) return null;
  try {
    return new URL(written, base).href;
  } catch {
    return null;
  }
}

/** The error a gone chunk ends in, else the load's own: only a chunk the probe finds gone is outdated. */
async function probed(reason: Error, url: string, check: ChunkProbe): Promise<Error> {
  const gone = await check(url).catch(() => false);
  if (!gone) return reason;
  const found = new OutdatedChunkError(url, reason);
  if (!outdated) {
    outdated = found;
    for (const listener of [...listeners]) listener(found);
  }
  return found;
}

/**
 * Loads a lazy chunk (`() => import('./x.js')`): the one path of every lazy part of the element. Fails
 * with a `ChunkLoadError` when it has not arrived after the spec's 120 s, with an `OutdatedChunkError`
 * when the chunk is gone after a deploy (the listeners of `onOutdatedChunk` hear of the first), else
 * with the load's own error. Every call starts a fresh attempt, so a caller can offer to try again.
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
        const reason = error instanceof Error ? error : new Error(String(error));
        const url = probe ? failedChunkUrl(error, load, import.meta.url) : null;
        // Nothing to check (no probe, no chunk address): the failure as it came, at once.
        if (!probe || !url) reject(reason);
        else void probed(reason, url, probe).then(reject);
      },
    );
  });
}

/**
 * One load of a lazy chunk shared by every caller on the page (a prefetch on intent, the use itself): the
 * first call starts it through `loadChunk`, later calls get the same promise. A failed load is forgotten,
 * so the next call tries again; a success is kept.
 */
export function loadChunkOnce<T>(load: () => Promise<T>, timeoutMs?: number): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= loadChunk(load, timeoutMs).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * What a control whose chunk failed says: nothing for a chunk gone after a deploy (the page-updated
 * notice speaks, and no retry helps), the connection message for a chunk that timed out or whose request
 * failed (a retry may work).
 */
export function chunkFailureKey(error: unknown): typeof CONNECTION_ERROR_KEY | null {
  return error instanceof OutdatedChunkError ? null : CONNECTION_ERROR_KEY;
}
