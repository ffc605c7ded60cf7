// A local Web Push service for tests (web-push-testing): subscriptions it hands out decrypt every
// push they receive, so a test reads the plain text a browser's service worker would get.
import { createServer } from 'node:net';

// The package ships CommonJS without types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const WebPushTestingServer = require('web-push-testing/src/server.js') as new (model: unknown, port: number) => {
  startServer(): void;
  _server?: { close(cb?: () => void): void; once(event: string, cb: () => void): void; listening: boolean };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => unknown };

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface TestPushService {
  url: string;
  subscribe(applicationServerKey: string): Promise<TestSubscription>;
  /** The decrypted payloads received for this subscription, oldest first. */
  received(clientHash: string): Promise<string[]>;
  /** From now on the service answers 410 Gone for this subscription (the browser unsubscribed). */
  expire(clientHash: string): Promise<void>;
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

export async function startTestPushService(): Promise<TestPushService> {
  const port = await freePort();
  const originalLog = console.log;
  // The package announces "Server running on port …" on stdout.
  console.log = () => undefined;
  const server = new WebPushTestingServer(new PushApiModel(), port);
  server.startServer();
  const url = `http://localhost:${port}`;
  const post = async (path: string, body?: unknown) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        console.log = originalLog;
        return response;
      } catch (error) {
        // Until the listener is up.
        if (attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  return {
    url,
    async subscribe(applicationServerKey) {
      const response = await post('/subscribe', { applicationServerKey });
      const json = (await response.json()) as { data?: TestSubscription; error?: { message: string } };
      if (!response.ok || !json.data) throw new Error(`subscribe failed: ${json.error?.message ?? response.status}`);
      return json.data;
    },
    async received(clientHash) {
      const response = await post('/get-notifications', { clientHash });
      const json = (await response.json()) as { data: { messages: string[] } };
      return json.data.messages;
    },
    async expire(clientHash) {
      await post(`/expire-subscription/${clientHash}`);
    },
    stop: () => new Promise<void>((resolve) => (server._server ? server._server.close(() => resolve()) : resolve())),
  };
}
