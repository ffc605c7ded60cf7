import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';

// web-push-testing (a local Web Push service that decrypts what it receives) for e2e specs.
const requireFromE2e = createRequire(path.join(process.cwd(), 'package.json'));

interface TestPushServer {
  startServer(): void;
  _server?: { close(cb?: () => void): void };
}

export interface PushTestService {
  subscribe(applicationServerKey: string): Promise<{ endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }>;
  received(clientHash: string): Promise<string[]>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startPushTestService(): Promise<PushTestService> {
  const Server = requireFromE2e('web-push-testing/src/server.js') as new (model: unknown, port: number) => TestPushServer;
  const { PushApiModel } = requireFromE2e('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => unknown };
  const port = await freePort();
  const log = console.log;
  console.log = () => undefined;
  const server = new Server(new PushApiModel(), port);
  server.startServer();
  const post = async (path: string, body: unknown) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await fetch(`http://localhost:${port}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        console.log = log;
        return (await response.json()) as { data: unknown; error?: { message: string } };
      } catch (error) {
        if (attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  return {
    async subscribe(applicationServerKey) {
      const json = await post('/subscribe', { applicationServerKey });
      if (json.error) throw new Error(json.error.message);
      return json.data as { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };
    },
    async received(clientHash) {
      const json = await post('/get-notifications', { clientHash });
      return (json.data as { messages: string[] }).messages;
    },
    stop: () => new Promise<void>((resolve) => (server._server ? server._server.close(() => resolve()) : resolve())),
  };
}
