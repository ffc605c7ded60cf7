// Body-size limits for /rest/v1 and /auth/v1, enforced before a handler reads the body: a
// Content-Length over the limit is refused at once, and a chunked body is read only until its
// count passes the limit (hono/body-limit), so no oversized body is ever buffered. Each refusal
// comes in the shape its client expects. Storage and functions enforce their own limits.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_VERSION, API_VERSION_HEADER } from '../auth/errors';
import { bodyTooLarge } from '../rest/errors';
import { errorResponse } from '../rest/http/response';

/**
 * The refusal comes while the client may still be sending: the connection is closed after it, so
 * the rest of the body is never read and no client reuses a connection in that state.
 */
const CLOSE = { Connection: 'close' };

/**
 * GET and HEAD bodies are never read, so they pass untouched: hono/body-limit looks at the body
 * stream, which makes a full web Request of Node's lightweight one on every read.
 */
function exceptReads(limit: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}

/** 413 in PostgREST's `{code, details, hint, message}`. */
export function restBodyLimit(maxBytes: number): MiddlewareHandler {
  return exceptReads(bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      const response = errorResponse(bodyTooLarge(maxBytes), c.req.method === 'HEAD');
      response.headers.set('Connection', 'close');
      return response;
    },
  }));
}

/** 413 in GoTrue's `{code, message}`, with the API version header auth-js reads the code by. */
export function authBodyLimit(maxBytes: number): MiddlewareHandler {
  return exceptReads(bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header(API_VERSION_HEADER, API_VERSION);
      return c.json({ code: 'request_too_large', message: `Request body too large: at most ${maxBytes} bytes are accepted` }, 413, CLOSE);
    },
  }));
}
