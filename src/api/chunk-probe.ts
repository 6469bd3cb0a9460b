/**
 * Asks the host whether a lazy chunk that failed to load still exists: a HEAD request past every cache.
 * 404 and 410 mean gone (the page is older than the deploy); anything else, an answer or none, means the
 * network failed and a retry may work.
 */
export async function chunkIsGone(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}
