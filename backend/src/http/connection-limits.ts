// How long a connection may take and how many one address may hold, from the environment. Kept
// apart from the server code (connection-guard.ts) so config.ts can read it cheaply.
import { wholeNumber } from '../env-number';

export interface ConnectionLimits {
  /**
   * HTTP_BODY_TIMEOUT_SECONDS: a request's body must have arrived this long after its headers, or
   * it is answered 408 and its connection closed. A body still arriving at HTTP_BODY_MIN_RATE gets
   * the time that rate needs on top (a large upload over a slow link is not cut off).
   */
  bodyTimeoutMs: number;
  /**
   * HTTP_BODY_MIN_RATE (bytes per second): the least rate at which a body earns time beyond
   * bodyTimeoutMs. A client sending a byte every few seconds earns none.
   */
  bodyMinBytesPerSecond: number;
  /**
   * HTTP_HEADERS_TIMEOUT_SECONDS: a request's headers must have arrived this long after its first
   * byte (Node's headersTimeout).
   */
  headersTimeoutMs: number;
  /**
   * HTTP_IDLE_TIMEOUT_SECONDS: a connection on which nothing moves for this long is closed: one
   * opened and never used, a body that stalls, an answer the client does not read. Not while the
   * server itself is still working on an answer, and not a realtime websocket (which has its own
   * heartbeat).
   */
  idleTimeoutMs: number;
  /**
   * HTTP_MAX_CONNECTIONS_PER_ADDRESS: open connections one client address (an IPv6 client: its
   * /64) may hold; the next one is answered 429 and closed. 0: no cap. Trusted proxies
   * (TRUSTED_PROXIES) are not capped, nor are loopback addresses unless capLoopback is set: on
   * loopback the peer is this machine (a local reverse proxy, the benchmarks), not one client.
   */
  maxConnectionsPerAddress: number;
  /** Cap loopback peers too (for tests of the cap; no environment variable). */
  capLoopback: boolean;
  /**
   * A connection closed while its client is still sending (a refused body, a timed-out one) is
   * half-closed first and what still arrives is read and dropped, for at most this long
   * (HTTP_LINGER_SECONDS) ...
   */
  lingerMs: number;
  /** ... and at most this many bytes (HTTP_LINGER_MAX_BYTES), so that the client reads the answer. */
  lingerMaxBytes: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  bodyTimeoutMs: 30_000,
  // 128 kbit/s: slower than any link a person uploads a photo over, far faster than a trickle.
  bodyMinBytesPerSecond: 16 * 1024,
  headersTimeoutMs: 30_000,
  idleTimeoutMs: 30_000,
  // Browsers open ~6 connections per site plus a websocket; 256 leaves room for many people
  // behind one NAT address while keeping one address from holding thousands.
  maxConnectionsPerAddress: 256,
  capLoopback: false,
  // nginx's lingering close reads for up to 30 s (lingering_time). 10 s was not enough for a
  // client short of CPU: a 162 MB refused body was still being sent when the socket closed, and the
  // reset took the 413 with it (hostile-input.test.ts, two suites at once in CI).
  lingerMs: 30_000,
  // Dropping bytes costs little; the time bound is what ends it. 16 MiB reset a 162 MB body's client
  // before it read its 413 (hostile-input.test.ts under load).
  lingerMaxBytes: 256 * 1024 * 1024,
};

type Env = Record<string, string | undefined>;

/**
 * HTTP_BODY_TIMEOUT_SECONDS, HTTP_BODY_MIN_RATE, HTTP_HEADERS_TIMEOUT_SECONDS,
 * HTTP_IDLE_TIMEOUT_SECONDS, HTTP_MAX_CONNECTIONS_PER_ADDRESS, HTTP_LINGER_SECONDS and
 * HTTP_LINGER_MAX_BYTES override the defaults.
 */
export function connectionLimitsFromEnv(env: Env = process.env): ConnectionLimits {
  const d = DEFAULT_CONNECTION_LIMITS;
  return {
    bodyTimeoutMs: wholeNumber(env, 'HTTP_BODY_TIMEOUT_SECONDS', d.bodyTimeoutMs / 1000, 1) * 1000,
    bodyMinBytesPerSecond: wholeNumber(env, 'HTTP_BODY_MIN_RATE', d.bodyMinBytesPerSecond, 1),
    headersTimeoutMs: wholeNumber(env, 'HTTP_HEADERS_TIMEOUT_SECONDS', d.headersTimeoutMs / 1000, 1) * 1000,
    idleTimeoutMs: wholeNumber(env, 'HTTP_IDLE_TIMEOUT_SECONDS', d.idleTimeoutMs / 1000, 1) * 1000,
    maxConnectionsPerAddress: wholeNumber(env, 'HTTP_MAX_CONNECTIONS_PER_ADDRESS', d.maxConnectionsPerAddress, 0),
    capLoopback: d.capLoopback,
    lingerMs: wholeNumber(env, 'HTTP_LINGER_SECONDS', d.lingerMs / 1000, 0) * 1000,
    lingerMaxBytes: wholeNumber(env, 'HTTP_LINGER_MAX_BYTES', d.lingerMaxBytes, 0),
  };
}
