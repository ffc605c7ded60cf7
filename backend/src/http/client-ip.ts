// The client's address for rate limits: the socket's peer. Forwarded headers are not trusted,
// since anyone can send them to a server that is not behind a proxy.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made with app.request() in-process have no socket.
    return 'unknown';
  }
}
