// Closing the server under load: the requests in flight get their real answers (the database stays
// open until they are done), a request that arrives on an open connection after close began gets
// 503 in PostgREST's shape, and none ever gets a 500. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { request as httpRequest } from 'node:http';
import { startBackend, type TestBackend } from '../test/harness';

const FIXTURE = `${__dirname}/../test/fixtures/supabase`;

/** What each request came to: an HTTP status, or the transport error that ended it. */
type Outcome = number | string;

let backend: TestBackend;
let stopped = false;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: FIXTURE });
});

afterAll(async () => {
  if (!stopped) await backend?.stop();
});

/**
 * A POST whose body is sent in two halves: the request is in flight until finish() is called.
 * `received` resolves once the server has read its headers (it answered Expect: 100-continue).
 */
function slowInsert(url: string, headers: Record<string, string>, body: string) {
  const half = Math.floor(body.length / 2);
  let finish!: () => void;
  let received!: () => void;
  const receivedByServer = new Promise<void>((resolve) => (received = resolve));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      `${url}/rest/v1/notes?select=body`,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          prefer: 'return=representation',
          expect: '100-continue',
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      },
    );
    req.on('error', reject);
    req.on('continue', () => {
      req.write(body.slice(0, half));
      received();
    });
    req.flushHeaders();
    finish = () => req.end(body.slice(half));
  });
  return { answer, received: receivedByServer, finish: () => finish() };
}

it('answers every request with its result or 503 while it closes, never 500, and drains the requests in flight', async () => {
  const { session } = await backend.signUpUser();
  const headers = { apikey: backend.anonKey, authorization: `Bearer ${session.access_token}` };
  const outcomes: Outcome[] = [];
  const refusals: unknown[] = [];
  let running = true;
  // Keep-alive clients reading and writing as the signed-in user, each on its own connection.
  const client = async (n: number) => {
    for (let i = 0; running; i++) {
      try {
        const response =
          i % 2 === 0
            ? await fetch(`${backend.url}/rest/v1/notes?select=id,body&limit=5`, { headers })
            : await fetch(`${backend.url}/rest/v1/notes`, {
                method: 'POST',
                headers: { ...headers, 'content-type': 'application/json', prefer: 'return=minimal' },
                body: JSON.stringify({ body: `client ${n} note ${i}` }),
              });
        outcomes.push(response.status);
        if (response.status === 503) refusals.push(await response.json());
        else await response.arrayBuffer();
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        outcomes.push(cause?.code ?? String(error));
        // Refused connections: the server no longer listens. Wait a little rather than spin.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const clients = Array.from({ length: 12 }, (_, n) => client(n));
  let inFlight: { status: number; body: string };
  try {
    const slow = slowInsert(backend.url, headers, JSON.stringify({ body: 'in flight while the server closed' }));
    await slow.received;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = backend.stop();
    stopped = true;
    // close() waits for the slow request, and meanwhile the clients' requests are refused.
    await new Promise((resolve) => setTimeout(resolve, 300));
    slow.finish();
    inFlight = await slow.answer;
    await closed;
  } finally {
    running = false;
    await Promise.all(clients);
  }

  expect(inFlight).toEqual({ status: 201, body: JSON.stringify([{ body: 'in flight while the server closed' }]) });
  const statuses = outcomes.filter((outcome): outcome is number => typeof outcome === 'number');
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
  expect(statuses.filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
  expect(refusals[0]).toEqual({
    code: 'PGRST001',
    message: 'The server is shutting down',
    details: 'The request was not run.',
    hint: 'Send it again in a moment.',
  });
  // No answer at all only where there was no connection to answer on: refused once the server no
  // longer listens, or a keep-alive connection closed by the server just as its client sent on it
  // (HTTP/1.1's own race when a server drops an idle connection).
  const errors = new Set(outcomes.filter((outcome): outcome is string => typeof outcome === 'string'));
  for (const code of ['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']) errors.delete(code);
  expect([...errors]).toEqual([]);
}, 60_000);
