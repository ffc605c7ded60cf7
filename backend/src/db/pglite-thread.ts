// PGlite in a thread of its own (a Node worker_thread running pglite-worker.ts). Postgres in WASM
// takes most of the server's time under load; on the server's thread it left the second core idle
// while HTTP, JSON and realtime work waited for each statement. Here the server's thread only
// builds the protocol bytes and hands them over; PGlite runs, and parses its answers, beside it.
//
// The calls mirror the few PGlite calls pglite.ts makes: execProtocolStream (with or without
// throwing on the first error), query (the typed path), exec, listen and close.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { rebuildError, type SerializedError, type ThreadReply, type ThreadRequest, type ThreadSegment } from './pglite-thread-protocol';

/** Distributes a request without its id over the union (TypeScript's Omit would merge it). */
type RequestBody = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

// Under jest the native require (see pglite.ts) resolves tsx the way Node itself would.
const nativeRequire =
  (globalThis as { __nativeRequire__?: NodeJS.Require }).__nativeRequire__ ?? createRequire(__filename);

/** The thread died, or was ended, with this request unanswered. */
export class ThreadEndedError extends Error {}

interface Pending {
  resolve(reply: Extract<ThreadReply, { type: 'reply' }>): void;
  reject(error: unknown): void;
}

export class PgliteThread {
  private nextId = 1;
  private nextListenId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<number, () => void>();
  /** Why the thread can take no more requests, once it cannot. */
  private ended: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: ThreadReply) => {
      if (reply.type === 'notify') {
        this.listeners.get(reply.listenId)?.();
        return;
      }
      if (reply.type !== 'reply') return;
      const pending = this.pending.get(reply.id);
      if (pending === undefined) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      pending.resolve(reply);
    });
    worker.on('error', (error) => this.end(error));
    worker.on('exit', (code) => this.end(new ThreadEndedError(`The database thread exited (code ${code})`)));
  }

  /**
   * Starts the thread and opens PGlite in it (persisted in dataDir, or in memory). Rejects with
   * PGlite's own error when it cannot open the folder.
   */
  static async start(dataDir: string | undefined): Promise<PgliteThread> {
    const worker = new Worker(join(__dirname, 'pglite-worker.ts'), {
      // The worker is TypeScript, like the server: tsx's require hook compiles it.
      execArgv: ['--require', nativeRequire.resolve('tsx/cjs')],
      workerData: { dataDir },
    });
    const opened = await new Promise<SerializedError | undefined>((resolve, reject) => {
      const onExit = (code: number) => reject(new ThreadEndedError(`The database thread exited while opening (code ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (reply: ThreadReply) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        resolve(reply.type === 'opened' ? reply.error : { message: 'unexpected first message', fields: {} });
      });
    });
    if (opened !== undefined) {
      await worker.terminate();
      throw rebuildError(opened);
    }
    const thread = new PgliteThread(worker);
    // Idle, the thread does not keep the process alive (a request in flight does, see request).
    worker.unref();
    return thread;
  }

  private end(error: Error): void {
    this.ended ??= error;
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const { reject } of pending) reject(this.ended);
  }

  private request(body: RequestBody): Promise<Extract<ThreadReply, { type: 'reply' }>> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, {
        resolve: (reply) => (reply.error ? reject(rebuildError(reply.error)) : resolve(reply)),
        reject,
      });
      this.worker.postMessage({ ...body, id } as ThreadRequest);
    });
  }

  /** PGlite's execProtocolStream with throwOnError: the results of all statements, or the first error. */
  async stream(bytes: Uint8Array): Promise<Results[]> {
    return (await this.request({ op: 'stream', bytes, throwOnError: true })).results!;
  }

  /** execProtocolStream without throwOnError: per Sync, its error or its results. */
  async streamSegments(bytes: Uint8Array): Promise<ThreadSegment[]> {
    return (await this.request({ op: 'stream', bytes, throwOnError: false })).segments!;
  }

  async query(sql: string, params: unknown[] | undefined): Promise<Results> {
    return (await this.request({ op: 'query', sql, params })).results![0]!;
  }

  async exec(sql: string): Promise<void> {
    await this.request({ op: 'exec', sql });
  }

  /** LISTEN on channel; onNotify runs on this thread for each notification. Returns the unlisten. */
  async listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
    const listenId = this.nextListenId++;
    this.listeners.set(listenId, onNotify);
    try {
      await this.request({ op: 'listen', channel, listenId });
    } catch (error) {
      this.listeners.delete(listenId);
      throw error;
    }
    return async () => {
      this.listeners.delete(listenId);
      await this.request({ op: 'unlisten', listenId });
    };
  }

  /** Closes PGlite, then ends the thread. */
  async close(): Promise<void> {
    try {
      if (!this.ended) await this.request({ op: 'close' });
    } finally {
      this.listeners.clear();
      await this.worker.terminate();
    }
  }
}
