// One log line per request at debug level, and a failed request (5xx) logged at every level.
import { Writable } from 'node:stream';
import { Hono } from 'hono';
import pino from 'pino';
import { requestLog } from './request-log';

function appLogging(level: string): { app: Hono; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = new Hono();
  app.use('*', requestLog(pino({ level }, sink)));
  app.get('/ok', (c) => c.text('ok'));
  app.get('/broken', (c) => c.text('no', 503));
  return { app, lines };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

it('logs every request at debug level, with method, path, status and duration, never the query', async () => {
  const { app, lines } = appLogging('debug');
  await app.request('/ok?token=secret');
  await settle();
  expect(lines).toEqual([expect.objectContaining({ level: 20, method: 'GET', path: '/ok', status: 200, ms: expect.any(Number), msg: 'request' })]);
  expect(JSON.stringify(lines)).not.toContain('secret');
});

it('logs only failed requests at the usual levels', async () => {
  const { app, lines } = appLogging('warn');
  await app.request('/ok');
  await app.request('/broken');
  await settle();
  expect(lines).toEqual([expect.objectContaining({ level: 50, method: 'GET', path: '/broken', status: 503, msg: 'request failed' })]);
});
