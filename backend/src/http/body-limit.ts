// Body-size limits for /rest/v1 and /auth/v1, enforced before a handler reads the body: a
// Content-Length over the limit is refused at once, and a chunked body is read only until its
// count passes the limit (hono/body-limit), so no oversized body is ever buffered. Each refusal
// comes in the shape its client expects. Storage and functions enforce their own limits.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_VERSION, API_VERSION_HEADER } from '../auth/errors';
import { bodyTooLarge } from '../rest/errors';
import { errorResponse } from '../rest/http/response';

/**
 * The refusal comes while the client may still be sending: the connection is closed after it, so
 * the rest of the body is never read and no client reuses a connection in that state.
 */
const CLOSE = { Connection: 'close' };

export interface BodyLimitOptions {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}

/**
 * hono/body-limit, without its cost where it has nothing to count. It looks at the body stream
 * first, which turns Node's lightweight request into a full web Request (a WHATWG Request, a
 * ReadableStream over the socket and an AbortSignal: ~7 % of the server's CPU in the soak). So:
 * GET and HEAD bodies are never read and pass untouched; a body framed by Content-Length (Node's
 * parser never delivers more than it declares) is judged by that header alone; only a chunked
 * body is counted as it streams, by hono/body-limit.
 */
export function limitBody(options: BodyLimitOptions): MiddlewareHandler {
  const counted = bodyLimit(options);
  return (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const headers = c.req.raw.headers;
    const declared = headers.get('content-length');
    if (declared !== null && !headers.has('transfer-encoding')) {
      return Number.parseInt(declared, 10) > options.maxSize ? Promise.resolve(options.onError(c)) : next();
    }
    return counted(c, next);
  };
}

/** 413 in PostgREST's `{code, details, hint, message}`. */
export function restBodyLimit(maxBytes: number): MiddlewareHandler {
  return limitBody({
    maxSize: maxBytes,
    onError: (c) => {
      // limitBody never calls this for GET or HEAD: the answer always has its body.
      const response = errorResponse(bodyTooLarge(maxBytes), false);
      response.headers.set('Connection', 'close');
      return response;
    },
  });
}

/** 413 in GoTrue's `{code, message}`, with the API version header auth-js reads the code by. */
export function authBodyLimit(maxBytes: number): MiddlewareHandler {
  return limitBody({
    maxSize: maxBytes,
    onError: (c) => {
      c.header(API_VERSION_HEADER, API_VERSION);
      return c.json({ code: 'request_too_large', message: `Request body too large: at most ${maxBytes} bytes are accepted` }, 413, CLOSE);
    },
  });
}
