// One structured log line per request: method, path (never the query: it may carry tokens),
// status and duration.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    // At the usual levels (info and above) an ordinary answer logs nothing: build no entry for it.
    if (status < 500 && !log.isLevelEnabled('debug')) return;
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) log.error(entry, 'request failed');
    else log.debug(entry, 'request');
  };
}
