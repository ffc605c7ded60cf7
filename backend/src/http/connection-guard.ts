// What one connection may cost the server (issue 36): how long its request may take to arrive, how
// long it may sit idle, how many one address may hold, and how it is closed while its client is
// still sending. The settings are ConnectionLimits (connection-limits.ts).
//
// Lingering close. When a request is refused before its body has arrived (413, 408), closing the
// socket at once while the client is still sending makes the kernel answer the client's next bytes
// with a reset, and the client loses the answer it has not read yet (EPIPE / "fetch failed"). So
// the connection is half-closed (our answer and a FIN go out), what still arrives is read and
// dropped for a bounded time and size, and only then is it closed: what nginx calls a lingering
// close.
import { BlockList, isIP, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import { clientNetwork, trustedProxyList, type TrustedProxy } from './client-ip';
import type { ConnectionLimits } from './connection-limits';

/** Connections over the per-address cap: their requests and upgrades are answered 429 and closed. */
const refusedConnections = new WeakSet<Socket>();

/** The connection was over its address' cap (see admit and the realtime upgrade). */
export function isRefusedConnection(socket: unknown): boolean {
  return refusedConnections.has(socket as Socket);
}

export const TOO_MANY_CONNECTIONS_MESSAGE = 'Too many open connections from this address; close some and try again';

/** Loopback peers, which are this machine (see ConnectionLimits.capLoopback). */
const LOOPBACK = (() => {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  return list;
})();

function inList(list: BlockList, address: string): boolean {
  const version = isIP(address);
  return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

interface Exchange {
  request: IncomingMessage;
  response: ServerResponse;
}

interface Lingering {
  socket: Socket;
  deadline: number;
  /** socket.bytesRead past which the rest is not waited for. */
  byteLimit: number;
}

export interface ConnectionGuard {
  /** Options for http.createServer: header timeout, and no whole-request timeout (the body timer is ours). */
  serverOptions: ServerOptions;
  /** Installs the idle timeout, the per-address cap and the lingering close on the server. */
  attach(server: Server): void;
  /**
   * Called first for every request. False: the connection is over its address' cap and the
   * request has been answered 429; the app must not see it.
   */
  admit(request: IncomingMessage, response: ServerResponse): boolean;
  /** Stops the timers (the server's connections are closed by its own close). */
  stop(): void;
}

function jsonRaw(status: string, body: object): string {
  const text = JSON.stringify(body);
  return `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`;
}

/** The request announces a body (Node's 'request' comes with the headers, before `complete` is known). */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export function createConnectionGuard(limits: ConnectionLimits, trustedProxies: readonly TrustedProxy[] = []): ConnectionGuard {
  const trusted = trustedProxyList(trustedProxies);
  /** The latest request of each connection, for the idle timeout and destroySoon. */
  const exchanges = new WeakMap<Socket, Exchange>();
  const perAddress = new Map<string, number>();
  const lingering = new Map<Socket, Lingering>();
  let ticker: NodeJS.Timeout | undefined;

  const tick = (): void => {
    const now = Date.now();
    for (const [socket, entry] of lingering) {
      if (now >= entry.deadline || socket.bytesRead > entry.byteLimit) socket.destroy();
    }
    if (lingering.size === 0 && ticker) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };

  /** Half-closes the socket, drops what still arrives (bounded), then closes it. */
  const linger = (socket: Socket): void => {
    if (socket.destroyed || lingering.has(socket)) return;
    if (limits.lingerMs === 0 || socket.readableEnded) {
      socket.end(() => socket.destroy());
      return;
    }
    lingering.set(socket, { socket, deadline: Date.now() + limits.lingerMs, byteLimit: socket.bytesRead + limits.lingerMaxBytes });
    socket.once('close', () => lingering.delete(socket));
    // The client has sent all it will: nothing left to wait for.
    socket.once('end', () => socket.destroy());
    socket.end();
    ticker ??= setInterval(tick, Math.min(250, Math.max(10, limits.lingerMs / 4)));
    ticker.unref();
  };

  /** Answers a request that stopped arriving with 408 (if nothing was answered yet), then closes. */
  const bodyTimedOut = ({ request, response }: Exchange): void => {
    const socket = request.socket;
    if (socket.destroyed) return;
    if (!response.headersSent && socket.writable) {
      // Written on the socket, not through the response: the handler is still waiting for the
      // body, and whatever it answers once the connection is gone goes nowhere.
      const seconds = Math.round(limits.bodyTimeoutMs / 100) / 10;
      socket.write(
        jsonRaw('408 Request Timeout', {
          code: 'request_timeout',
          message: `The request body did not arrive in time (${seconds} s, or more while it keeps coming at ${limits.bodyMinBytesPerSecond} bytes/s); the connection is closed`,
        }),
      );
    }
    // Drop the rest as it comes (nobody reads it now), so the lingering close can end early.
    request.removeAllListeners('data');
    request.resume();
    linger(socket);
  };

  /**
   * The body must arrive within bodyTimeoutMs, plus the time bodyMinBytesPerSecond needs for what
   * has arrived so far. Time during which the server itself does not read (its buffer is full) is
   * not held against the client.
   */
  const watchBody = (exchange: Exchange): void => {
    const { request, response } = exchange;
    const socket = request.socket;
    let since = Date.now();
    let bytesAtStart = socket.bytesRead;
    let timer: NodeJS.Timeout | undefined;
    const stop = (): void => clearTimeout(timer);
    const check = (): void => {
      if (request.complete || socket.destroyed || response.writableFinished) return;
      const now = Date.now();
      if (request.readableLength >= request.readableHighWaterMark) {
        // The server is not reading: restart the clock.
        since = now;
        bytesAtStart = socket.bytesRead;
        timer = setTimeout(check, limits.bodyTimeoutMs);
        return;
      }
      const earned = ((socket.bytesRead - bytesAtStart) * 1000) / limits.bodyMinBytesPerSecond;
      const allowed = limits.bodyTimeoutMs + earned;
      const elapsed = now - since;
      if (elapsed >= allowed) return bodyTimedOut(exchange);
      timer = setTimeout(check, allowed - elapsed);
    };
    timer = setTimeout(check, limits.bodyTimeoutMs);
    request.once('end', stop);
    response.once('finish', stop);
    response.once('close', stop);
  };

  /**
   * Nothing moved on the socket for idleTimeoutMs. Closed unless the server is the one still
   * working: a request fully received (or not yet read by the server) whose answer is being made.
   * An answer the client does not read (the write waits for it) or a body it stopped sending is
   * the client's.
   */
  const onIdle = (socket: Socket): void => {
    const exchange = exchanges.get(socket);
    if (exchange && !exchange.response.writableFinished && !exchange.response.destroyed) {
      const { request, response } = exchange;
      const serverNotReading = request.readableLength >= request.readableHighWaterMark;
      const clientStalls = response.writableNeedDrain || (!request.complete && !serverNotReading);
      // Activity (the answer being written) re-arms the socket's timer.
      if (!clientStalls) return;
    }
    socket.destroy();
  };

  const onConnection = (socket: Socket): void => {
    // Node's http server closes a connection with destroySoon() once its last answer is written;
    // if the request's body is still arriving then, the close lingers instead.
    const destroySoon = socket.destroySoon.bind(socket);
    socket.destroySoon = () => {
      const exchange = exchanges.get(socket);
      if (exchange && !exchange.request.complete && !socket.readableEnded) linger(socket);
      else destroySoon();
    };

    const max = limits.maxConnectionsPerAddress;
    const address = socket.remoteAddress;
    if (max === 0 || !address || inList(trusted, address) || (!limits.capLoopback && inList(LOOPBACK, address))) return;
    const key = clientNetwork(address);
    const open = perAddress.get(key) ?? 0;
    if (open >= max) {
      refusedConnections.add(socket);
      // Its first request is answered 429 (admit); one that sends none is not kept waiting for.
      const timer = setTimeout(() => socket.destroy(), Math.max(limits.lingerMs, 1000));
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
      return;
    }
    perAddress.set(key, open + 1);
    socket.once('close', () => {
      const left = (perAddress.get(key) ?? 1) - 1;
      if (left <= 0) perAddress.delete(key);
      else perAddress.set(key, left);
    });
  };

  return {
    serverOptions: {
      headersTimeout: limits.headersTimeoutMs,
      // Node's whole-request timeout (300 s by default) would cut a large upload on a slow link;
      // the body timer (watchBody) takes its place.
      requestTimeout: 0,
      // How often Node looks for requests past headersTimeout (30 s by default).
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(limits.headersTimeoutMs / 4))),
    },
    attach(server) {
      server.timeout = limits.idleTimeoutMs;
      server.keepAliveTimeout = Math.min(server.keepAliveTimeout, limits.idleTimeoutMs);
      // A listener here keeps Node from destroying every socket that times out: onIdle decides.
      server.on('timeout', onIdle);
      // Before Node's own connection listener, so the per-address count is kept from the start.
      server.prependListener('connection', onConnection);
    },
    admit(request, response) {
      const exchange = { request, response };
      exchanges.set(request.socket, exchange);
      if (refusedConnections.has(request.socket)) {
        response.shouldKeepAlive = false;
        const body = JSON.stringify({ code: 'too_many_connections', message: TOO_MANY_CONNECTIONS_MESSAGE });
        response.writeHead(429, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'retry-after': '1',
          connection: 'close',
        });
        response.end(body);
        return false;
      }
      if (hasBody(request) && !request.complete) watchBody(exchange);
      return true;
    },
    stop() {
      if (ticker) clearInterval(ticker);
      ticker = undefined;
      for (const socket of lingering.keys()) socket.destroy();
    },
  };
}
