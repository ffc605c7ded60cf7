// A tiny local server that speaks the OpenAI chat-completions protocol (POST /v1/chat/completions),
// so the model adapter is tested against real HTTP without any model or network. Each test sets
// how the next calls are answered; every request body is recorded for assertions.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
  [key: string]: unknown;
}

export type FakeBehaviour =
  | { kind: 'reply'; content: (request: ChatRequestBody) => string }
  | { kind: 'status'; status: number }
  | { kind: 'garbage' }
  /** Never answers (until the server stops): the adapter's timeout must fire. */
  | { kind: 'hang' };

export interface FakeOpenAiServer {
  /** e.g. http://127.0.0.1:1234/v1 — what AI_BASE_URL is set to. */
  baseUrl: string;
  requests: ChatRequestBody[];
  authorizations: Array<string | undefined>;
  behave(behaviour: FakeBehaviour): void;
  stop(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  let behaviour: FakeBehaviour = { kind: 'reply', content: () => 'ok' };
  const requests: ChatRequestBody[] = [];
  const authorizations: Array<string | undefined> = [];
  const hanging = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const body = JSON.parse(await readBody(req)) as ChatRequestBody;
      requests.push(body);
      authorizations.push(req.headers.authorization);
      switch (behaviour.kind) {
        case 'hang':
          hanging.add(res);
          return;
        case 'status':
          res.writeHead(behaviour.status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'fake failure' } }));
          return;
        case 'garbage':
          res.writeHead(200, { 'Content-Type': 'text/plain' }).end('<html>not json</html>');
          return;
        case 'reply': {
          const content = behaviour.content(body);
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(
            JSON.stringify({
              id: `chatcmpl-${requests.length}`,
              object: 'chat.completion',
              created: 0,
              model: body.model,
              choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            }),
          );
        }
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    authorizations,
    behave(next) {
      behaviour = next;
    },
    async stop() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
