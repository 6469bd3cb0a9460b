// Placeholder until the reference API lands (issue 4): every /api/... call answers 404.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function createApiMiddleware() {
  return async (_req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 0, message: 'Not implemented yet' }));
  };
}
