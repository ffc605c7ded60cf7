// `X-Content-Type-Options: nosniff` on every response, so a browser never runs an API answer (a
// stored text, an error echoing input) as script or HTML because it looks like one. Not Hono's
// secureHeaders: its defaults also send Cross-Origin-Resource-Policy: same-origin and more, which
// would stop the app (another origin) from loading storage objects.
import type { MiddlewareHandler } from 'hono';
import { setResponseHeaders } from './cors';

const NAME = 'X-Content-Type-Options';

export function noSniff(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    setResponseHeaders(c, [[NAME, 'nosniff']]);
  };
}
