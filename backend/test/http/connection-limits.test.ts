// What one connection may cost the server (issue 36), over real sockets:
// - a body refused with 413 while the client is still sending it is a lingering close: every one
//   of 20 clients sending 5 MB at once reads its 413, none gets EPIPE or a reset;
// - a body that trickles in is cut off after the body timeout with 408, a connection that sends
//   nothing after the idle timeout, headers that trickle after the headers timeout; a server
//   still working on its answer past the idle timeout is not cut off;
// - an address holds at most HTTP_MAX_CONNECTIONS_PER_ADDRESS connections; the next one is
//   answered 429 (its websocket upgrade too) until one of them closes.
// The timeouts are set to a few hundred milliseconds through the config the server is started with.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { loadConfig, type BackendConfig } from '../../src/config';
import { defaultModules, startServer, type RunningServer } from '../../src/server';
import { TOO_MANY_CONNECTIONS_MESSAGE } from '../../src/http/connection-guard';
import { connectionLimitsFromEnv, DEFAULT_CONNECTION_LIMITS } from '../../src/http/connection-limits';

const FIXTURE = join(__dirname, '..', 'fixtures', 'rest');
const MB = 1024 * 1024;

const folders: string[] = [];
const servers: RunningServer[] = [];

async function start(adjust: (config: BackendConfig) => void = () => undefined, modules?: Record<string, () => Hono>): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shalom-connections-'));
  folders.push(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, API_PORT: '0', API_HOST: '127.0.0.1', LOG_LEVEL: 'silent', SUPABASE_DIR: FIXTURE });
  adjust(config);
  const running = await startServer(config, modules ? { modules: { ...defaultModules(config), ...modules } } : {});
  servers.push(running);
  return running;
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

interface Exchange {
  /** Everything the server sent, as text. */
  received: string;
  /** The socket's error code, if it failed (EPIPE, ECONNRESET). */
  error?: string;
}

/** Opens a socket and resolves once the server has closed it, with what arrived meanwhile. */
function openSocket(port: number): { socket: Socket; closed: Promise<Exchange> } {
  const socket = connect(port, '127.0.0.1');
  const closed = new Promise<Exchange>((resolve) => {
    let received = '';
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    // The server's FIN: close our side too, as an HTTP client does.
    socket.on('end', () => socket.end());
    socket.on('close', () => resolve({ received, error }));
  });
  return { socket, closed };
}

/** POSTs `size` bytes as fast as the socket takes them (Content-Length framing). */
function postLargeBody(port: number, path: string, apikey: string, size: number): Promise<Exchange> {
  const { socket, closed } = openSocket(port);
  socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\napikey: ${apikey}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  const pump = (): void => {
    while (sent < size && !socket.destroyed) {
      const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += piece.length;
      if (!socket.write(piece)) {
        socket.once('drain', pump);
        return;
      }
    }
  };
  pump();
  return closed;
}

/** GET with Connection: close (not fetch, whose pool would keep a connection open and counted). */
function getOnce(port: number, path: string): Promise<Exchange> {
  const { socket, closed } = openSocket(port);
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  return closed;
}

function statusLine(exchange: Exchange): string {
  return exchange.received.split('\r\n')[0] ?? '';
}

function bodyOf(exchange: Exchange): unknown {
  const at = exchange.received.indexOf('\r\n\r\n');
  return JSON.parse(exchange.received.slice(at + 4)) as unknown;
}

/** Connections one address may hold on the first server (more than the 20 clients below). */
const CAP = 25;

describe('a refused body is a lingering close; connections per address', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start((config) => {
      config.connections = { ...config.connections, maxConnectionsPerAddress: CAP, capLoopback: true };
    });
  });

  it('20 concurrent 5 MB POSTs to /rest/v1/feedback all read their 413; none gets EPIPE or a reset', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postLargeBody(server.port, '/rest/v1/feedback', server.ctx.config.anonKey, 5 * MB)),
    );
    for (const answer of answers) {
      expect({ status: statusLine(answer), error: answer.error }).toEqual({ status: 'HTTP/1.1 413 Payload Too Large', error: undefined });
      expect(answer.received.toLowerCase()).toContain('connection: close');
      expect(bodyOf(answer)).toMatchObject({ code: 'PGRST413', message: 'Payload Too Large' });
    }
    expect(statusLine(await getOnce(server.port, '/health'))).toBe('HTTP/1.1 200 OK');
  });

  /** A keep-alive connection that has been answered once, so it is known to be open and counted. */
  async function openAnswered(): Promise<{ socket: Socket; closed: Promise<Exchange>; first: string }> {
    const { socket, closed } = openSocket(server.port);
    const first = await new Promise<string>((resolve) => {
      socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1')));
      socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
    return { socket, closed, first };
  }

  it(`holds ${CAP} open connections from one address; the next is answered 429 until one closes`, async () => {
    const held = await Promise.all(Array.from({ length: CAP }, () => openAnswered()));
    for (const connection of held) expect(connection.first.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');

    const refused = await getOnce(server.port, '/health');
    expect(statusLine(refused)).toBe('HTTP/1.1 429 Too Many Requests');
    expect(refused.received.toLowerCase()).toContain('retry-after: 1');
    expect(bodyOf(refused)).toEqual({ code: 'too_many_connections', message: TOO_MANY_CONNECTIONS_MESSAGE });

    // A websocket upgrade over the cap is refused the same way.
    const upgrade = openSocket(server.port);
    upgrade.socket.write(
      `GET /realtime/v1/websocket?apikey=${server.ctx.config.anonKey}&vsn=1.0.0 HTTP/1.1\r\nHost: localhost\r\n` +
        'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    expect(statusLine(await upgrade.closed)).toBe('HTTP/1.1 429 Too Many Requests');

    const [first, ...rest] = held;
    first!.socket.end();
    await first!.closed;
    expect(statusLine(await getOnce(server.port, '/health'))).toBe('HTTP/1.1 200 OK');
    for (const connection of rest) connection.socket.end();
    await Promise.all(rest.map((connection) => connection.closed));
  });
});

describe('body, headers and idle timeouts', () => {
  let server: RunningServer;
  /** Resolves when the idle timeout next fires on one of the server's sockets. */
  let idleFired: () => Promise<void>;
  let answerSlowRequest: (() => void) | undefined;

  beforeAll(async () => {
    server = await start(
      (config) => {
        config.connections = { ...config.connections, bodyTimeoutMs: 600, headersTimeoutMs: 2000, idleTimeoutMs: 300, lingerMs: 300 };
      },
      {
        // Answers only once the idle timeout has fired on its connection: the server is working.
        '/slow': () =>
          new Hono().get('/', async (c) => {
            await new Promise<void>((resolve) => (answerSlowRequest = resolve));
            return c.json({ answered: true });
          }),
      },
    );
    idleFired = () => new Promise((resolve) => server.server.once('timeout', () => resolve()));
  });

  it('a body that trickles in (a byte every 50 ms: never idle) is answered 408 and cut off after the body timeout', async () => {
    const { socket, closed } = openSocket(server.port);
    socket.write(`POST /rest/v1/items HTTP/1.1\r\nHost: localhost\r\napikey: ${server.ctx.config.anonKey}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`);
    const trickle = setInterval(() => socket.writable && socket.write(' '), 50);
    const answer = await closed.finally(() => clearInterval(trickle));

    expect(statusLine(answer)).toBe('HTTP/1.1 408 Request Timeout');
    expect(bodyOf(answer)).toMatchObject({ code: 'request_timeout' });
    expect(String((bodyOf(answer) as { message: string }).message)).toContain('The request body did not arrive in time');
  });

  it('a connection that sends nothing is closed after the idle timeout', async () => {
    const { closed } = openSocket(server.port);
    const answer = await closed;
    expect(answer).toEqual({ received: '', error: undefined });
  });

  it('a body that stops arriving is closed after the idle timeout, before the body timeout', async () => {
    const { socket, closed } = openSocket(server.port);
    socket.write(`POST /rest/v1/items HTTP/1.1\r\nHost: localhost\r\napikey: ${server.ctx.config.anonKey}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na`);
    const answer = await closed;
    expect(answer).toEqual({ received: '', error: undefined });
  });

  it('headers that trickle in (never idle) are answered 408 after the headers timeout', async () => {
    const { socket, closed } = openSocket(server.port);
    const header = 'GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(1000);
    let at = 0;
    const trickle = setInterval(() => socket.writable && at < header.length && socket.write(header[at++]!), 50);
    const answer = await closed.finally(() => clearInterval(trickle));
    expect(statusLine(answer)).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('a server still working on its answer past the idle timeout is not cut off', async () => {
    const fired = idleFired();
    const pending = fetch(`${server.url}/slow`);
    await fired;
    answerSlowRequest?.();
    const response = await pending;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ answered: true });
  });
});

describe('settings', () => {
  it('are read from HTTP_* variables, in seconds where they are times', () => {
    expect(
      connectionLimitsFromEnv({
        HTTP_BODY_TIMEOUT_SECONDS: '12',
        HTTP_BODY_MIN_RATE: '1000',
        HTTP_HEADERS_TIMEOUT_SECONDS: '5',
        HTTP_IDLE_TIMEOUT_SECONDS: '7',
        HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0',
        HTTP_LINGER_SECONDS: '2',
        HTTP_LINGER_MAX_BYTES: '1024',
      }),
    ).toEqual({
      bodyTimeoutMs: 12_000,
      bodyMinBytesPerSecond: 1000,
      headersTimeoutMs: 5000,
      idleTimeoutMs: 7000,
      maxConnectionsPerAddress: 0,
      capLoopback: false,
      lingerMs: 2000,
      lingerMaxBytes: 1024,
    });
    expect(connectionLimitsFromEnv({})).toEqual(DEFAULT_CONNECTION_LIMITS);
    expect(() => connectionLimitsFromEnv({ HTTP_IDLE_TIMEOUT_SECONDS: '0' })).toThrow('HTTP_IDLE_TIMEOUT_SECONDS must be a whole number of at least 1, got "0"');
  });
});
