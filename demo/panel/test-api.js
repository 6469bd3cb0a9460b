// The control panel's calls of the reference API's test endpoints (`/api/test/...`).

/**
 * Posts `body` as JSON; throws the server's message (or the HTTP status) when the call is refused.
 * @param {string} path
 * @param {object} body
 */
export async function post(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new Error(data?.message ?? `HTTP ${response.status}`);
  return data;
}
