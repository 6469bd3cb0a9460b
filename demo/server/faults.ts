// Fault injection: a call answers slowly, with HTTP 500, with HTML, with JSON that is not a cart, with
// a coded error, or not at all; it reaches the server late, or is carried out but its answer is lost. Armed per visitor by POST /api/test/fault, or per call by the
// `x-fault` header or the `?fault=` query parameter.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { codedError, isKnownErrorCode } from './error-codes.js';
import { armedPathMatches, DEFAULT_SLOW_MS, FAULT_KINDS, MAX_DELAY_MS } from './fault-kinds.js';
import type { FaultKind } from './fault-kinds.js';
import { ApiError, sendError, sendJson } from './http.js';
import type { ArmedFault, VisitorState } from './state.js';

export interface Fault {
  fault: FaultKind;
  delayMs: number;
  code?: number;
}

const isFaultKind = (x: unknown): x is FaultKind =>
  typeof x === 'string' && (FAULT_KINDS as readonly string[]).includes(x);

function clampDelay(raw: string | null | undefined, fallback: number): number {
  const n = raw === null || raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) ? Math.min(Math.max(0, Math.round(n)), MAX_DELAY_MS) : fallback;
}

function fromRequest(req: IncomingMessage, query: URLSearchParams): Fault | undefined {
  const header = req.headers['x-fault'];
  const name = (Array.isArray(header) ? header[0] : header) ?? query.get('fault') ?? undefined;
  if (name === undefined) return undefined;
  if (!isFaultKind(name)) {
    throw new ApiError(400, {
      key: 'UNKNOWN_FAULT',
      message: `Unknown fault "${name}": ${FAULT_KINDS.join(', ')}.`,
    });
  }
  const delayHeader = req.headers['x-fault-delay'];
  const delay = (Array.isArray(delayHeader) ? delayHeader[0] : delayHeader) ?? query.get('faultDelay');
  const codeHeader = req.headers['x-fault-code'];
  const codeText = (Array.isArray(codeHeader) ? codeHeader[0] : codeHeader) ?? query.get('faultCode');
  const fault: Fault = { fault: name, delayMs: clampDelay(delay, DEFAULT_SLOW_MS) };
  if (codeText) fault.code = Number(codeText);
  return fault;
}

/** The fault for this call: the header or query parameter first, else the next armed one for the path. */
export function takeFault(
  visitor: VisitorState,
  req: IncomingMessage,
  path: string,
  query: URLSearchParams,
): Fault | undefined {
  const direct = fromRequest(req, query);
  if (direct) return direct;
  const index = visitor.faults.findIndex((armed) => armedPathMatches(armed.path, path));
  const armed = visitor.faults[index];
  if (!armed) return undefined;
  armed.remaining -= 1;
  if (armed.remaining <= 0) visitor.faults.splice(index, 1);
  const fault: Fault = { fault: armed.fault, delayMs: armed.delayMs };
  if (armed.code !== undefined) fault.code = armed.code;
  return fault;
}

/** Arms a fault for the next `times` matching calls of the visitor. */
export function armFault(visitor: VisitorState, armed: ArmedFault): void {
  visitor.faults.push(armed);
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The start of an answer that never comes whole. */
const BROKEN_BODY = '{"cartId":';

/**
 * Breaks an answer off after its head and the first bytes of its body: the client knows the server
 * answered but never gets the answer. Chromium silently retries a request whose reused keep-alive
 * connection closes before any byte of an answer (a bare close looked like a slow success after a few
 * retries), but never one whose answer had begun: the client sees a response whose body fails to read.
 */
export function breakAnswer(res: ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(BROKEN_BODY.length + 100),
    'cache-control': 'no-store',
  });
  res.write(BROKEN_BODY, () => res.destroy());
}

/**
 * Answers the call as the fault says. Returns `false` when the call must go on normally ('slow', 'hold',
 * 'late' and 'lost-answer', which the caller applies around the call), `true` when the fault answered.
 */
export function answerWithFault(fault: Fault, res: ServerResponse, appointmentIds: string[] = []): boolean {
  switch (fault.fault) {
    case 'slow':
    case 'hold':
    case 'late':
    case 'lost-answer':
      return false;
    case 'drop':
      // The connection drops mid-answer and the call was not carried out.
      breakAnswer(res);
      return true;
    case '500':
      sendJson(res, 500, { code: 500, key: 'INJECTED_FAULT', message: 'Injected server error.' });
      return true;
    case 'not-json':
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(
        '<!doctype html><html><head><title>Wartung</title></head><body><h1>Bad Gateway</h1></body></html>',
      );
      return true;
    case 'invalid-cart':
      sendJson(res, 200, { cartId: 42, items: 'not a list', total: null });
      return true;
    case 'error': {
      const code = fault.code ?? 500;
      if (!isKnownErrorCode(code)) {
        sendJson(res, 400, {
          key: 'UNKNOWN_ERROR_CODE',
          message: `No server error code ${code} in spec point 8.`,
        });
        return true;
      }
      const fields = code === 300 ? { appointmentIds } : undefined;
      sendError(res, codedError(code, { key: 'INJECTED_ERROR', ...(fields ? { fields } : {}) }));
      return true;
    }
  }
}
