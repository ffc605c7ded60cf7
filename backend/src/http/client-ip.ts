// The client's address, for rate limits and for SQL (request.headers' x-forwarded-for): the
// socket's peer, unless that peer is a reverse proxy the operator trusts (TRUSTED_PROXIES): then the
// right-most X-Forwarded-For entry that is not itself a trusted proxy. Forwarded headers from
// anyone else are ignored, since anyone can send them to a server that is not behind a proxy.
import { BlockList, isIP, isIPv6 } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Where the resolved address is kept on a request's context (see clientAddressMiddleware). */
const CLIENT_IP = 'clientIp';

/** The socket's peer; requests made with app.request() in-process have no socket: 'unknown'. */
export function peerIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The client's address: resolved once per request when proxies are trusted, else the peer. */
export function clientIp(c: Context): string {
  const resolved: unknown = c.get(CLIENT_IP);
  return typeof resolved === 'string' ? resolved : peerIp(c);
}

/** One TRUSTED_PROXIES entry: an address, or a network in CIDR notation. */
export interface TrustedProxy {
  address: string;
  family: 'ipv4' | 'ipv6';
  /** Set for a network (CIDR); absent for a single address. */
  prefix?: number;
}

/**
 * TRUSTED_PROXIES: comma-separated IPv4/IPv6 addresses and CIDR networks (`10.0.0.0/8`,
 * `2001:db8::/32`, `127.0.0.1`). Empty or unset: no proxy is trusted. Anything else is refused
 * with a message naming the entry, so a typo never silently trusts nothing (or everything).
 */
export function parseTrustedProxies(raw: string | undefined): TrustedProxy[] {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  return entries.map((entry) => {
    const [address = '', prefixText, extra] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || extra !== undefined || address.includes('%')) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR network (e.g. 10.0.0.0/8, 2001:db8::/32)`);
    }
    const family = version === 4 ? 'ipv4' : 'ipv6';
    if (prefixText === undefined) return { address, family };
    const max = version === 4 ? 32 : 128;
    const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
    if (!(prefix >= 0 && prefix <= max)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" has a prefix length that is not a whole number from 0 to ${max}`);
    }
    return { address, family, prefix };
  });
}

/** The trusted proxies as a node:net BlockList (which also matches IPv4-mapped IPv6 addresses). */
export function trustedProxyList(proxies: readonly TrustedProxy[]): BlockList {
  const list = new BlockList();
  for (const { address, family, prefix } of proxies) {
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, prefix, family);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const version = isIP(address);
  return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client behind a chain of proxies. When the peer is not trusted, the peer (whatever it
 * claims in X-Forwarded-For). When it is, X-Forwarded-For is walked from the right (each proxy
 * appends the address it received the request from): the first entry that is not a trusted proxy
 * is the client; if every entry is trusted, the left-most one. An entry that is not an IP address
 * (empty, a port, a name, `unknown`) makes the chain unusable: the peer is the client.
 */
export function resolveClientAddress(peer: string, forwardedFor: string | null | undefined, trusted: BlockList): string {
  if (!forwardedFor || !isTrusted(trusted, peer)) return peer;
  const entries = forwardedFor.split(',');
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!.trim();
    if (isIP(entry) === 0) return peer;
    if (!isTrusted(trusted, entry)) return entry;
  }
  return entries[0]!.trim();
}

/**
 * Resolves the client's address once per request for clientIp(); undefined (no middleware, the
 * peer is the client) when no proxy is trusted.
 */
export function clientAddressMiddleware(proxies: readonly TrustedProxy[]): MiddlewareHandler | undefined {
  if (proxies.length === 0) return undefined;
  const trusted = trustedProxyList(proxies);
  return async (c, next) => {
    c.set(CLIENT_IP, resolveClientAddress(peerIp(c), c.req.header('x-forwarded-for'), trusted));
    await next();
  };
}

/**
 * What one client is, for rate limits: its IPv4 address, or for IPv6 its /64 (one
 * subscriber's network, in which a client can take a fresh address for every request).
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = ip.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
