// CORS and nosniff headers are set on Node's response before the app answers: every answer carries
// them, a handler's own headers are kept, and a handler's Vary still says Origin.
import { createServer, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { presetResponseHeaders } from '../app';

let server: Server;
let url: string;

beforeAll(async () => {
  const preset = presetResponseHeaders(['https://app.example']);
  server = createServer((request, response) => {
    preset(request, response);
    const headers: OutgoingHttpHeaders = { 'content-type': 'text/plain' };
    if (request.url === '/vary') headers.Vary = 'Accept-Encoding';
    if (request.url === '/own-origin') headers['Access-Control-Allow-Origin'] = '*';
    response.writeHead(200, headers);
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

it('allows a configured or local origin, exposes what supabase-js reads, and says nosniff', async () => {
  for (const origin of ['https://app.example', 'http://localhost:5173']) {
    const response = await fetch(`${url}/`, { headers: { origin } });
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(response.headers.get('vary')).toBe('Origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-type')).toBe('text/plain');
  }
});

it('names no origin for a foreign one, and still says nosniff', async () => {
  const response = await fetch(`${url}/`, { headers: { origin: 'https://evil.example' } });
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
});

it("keeps Origin in a handler's own Vary, and a handler's own allowed origin", async () => {
  const varied = await fetch(`${url}/vary`, { headers: { origin: 'https://app.example' } });
  expect(varied.headers.get('vary')).toBe('Accept-Encoding, Origin');
  const own = await fetch(`${url}/own-origin`, { headers: { origin: 'https://evil.example' } });
  expect(own.headers.get('access-control-allow-origin')).toBe('*');
});
