// `X-Content-Type-Options: nosniff` on every response, so a browser never runs an API answer (a
// stored text, an error echoing input) as script or HTML because it looks like one. Not Hono's
// secureHeaders: its defaults also send Cross-Origin-Resource-Policy: same-origin and more, which
// would stop the app (another origin) from loading storage objects. Set on Node's response before
// the app runs (see presetCorsHeaders), so every answer carries it, even one Hono never sees.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function presetNoSniff(_request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('X-Content-Type-Options', 'nosniff');
}
