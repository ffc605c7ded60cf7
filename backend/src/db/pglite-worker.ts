// The thread that owns PGlite (see pglite-thread.ts): Postgres in WASM runs here, beside the
// server's own thread, so HTTP, JSON and realtime work go on while a statement executes. It only
// carries out what the server's thread asks, one request at a time, in the order asked; the
// server's thread keeps the locking, batching, prepared statements and shutdown rules.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, type Results } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { serializeError, type ThreadReply, type ThreadRequest, type ThreadSegment } from './pglite-thread-protocol';
import { VALUE_PARSERS } from './value-parsers';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string | undefined };

async function open(): Promise<PGlite> {
  let pg: PGlite | undefined;
  try {
    pg = await PGlite.create({ dataDir, extensions: { pgcrypto, uuid_ossp }, parsers: VALUE_PARSERS });
    await pg.exec("set timezone = 'UTC'");
    return pg;
  } catch (error) {
    await pg?.close().catch(() => undefined);
    throw error;
  }
}

/** Messages cut after each ReadyForQuery (one per Sync): each segment's error or its results. */
function segments(pg: PGlite, messages: BackendMessage[]): ThreadSegment[] {
  const cut: BackendMessage[][] = [[]];
  for (const message of messages) {
    cut.at(-1)!.push(message);
    if (message.name === 'readyForQuery') cut.push([]);
  }
  return cut.map((segment) => {
    const error = segment.find((message) => message.name === 'error');
    if (error !== undefined) return { error: serializeError(error) };
    return { results: parse.parseResults(segment, pg.parsers, undefined, undefined) as Results[] };
  });
}

async function main(): Promise<void> {
  let pg: PGlite;
  try {
    pg = await open();
  } catch (error) {
    port.postMessage({ type: 'opened', error: serializeError(error) } satisfies ThreadReply);
    return;
  }
  const unlistens = new Map<number, () => Promise<void>>();
  // One request at a time, in order: PGlite's own calls are not meant to interleave with the
  // batches the server's thread builds.
  let queue = Promise.resolve();
  const handle = async (request: ThreadRequest): Promise<ThreadReply> => {
    const id = request.id;
    try {
      switch (request.op) {
        case 'stream': {
          const messages = (await pg.execProtocolStream(request.bytes, {
            syncToFs: false,
            throwOnError: request.throwOnError,
          })) as BackendMessage[];
          if (request.throwOnError) {
            return { type: 'reply', id, results: parse.parseResults(messages, pg.parsers, undefined, undefined) as Results[] };
          }
          return { type: 'reply', id, segments: segments(pg, messages) };
        }
        case 'query':
          return { type: 'reply', id, results: [await pg.query(request.sql, request.params)] };
        case 'exec':
          await pg.exec(request.sql);
          return { type: 'reply', id };
        case 'listen': {
          const listenId = request.listenId;
          const unlisten = await pg.listen(request.channel, () => {
            port.postMessage({ type: 'notify', listenId } satisfies ThreadReply);
          });
          unlistens.set(listenId, unlisten);
          return { type: 'reply', id };
        }
        case 'unlisten': {
          const unlisten = unlistens.get(request.listenId);
          unlistens.delete(request.listenId);
          if (unlisten) await unlisten();
          return { type: 'reply', id };
        }
        case 'close':
          await pg.close();
          return { type: 'reply', id };
      }
    } catch (error) {
      return { type: 'reply', id, error: serializeError(error) };
    }
  };
  port.on('message', (request: ThreadRequest) => {
    queue = queue.then(async () => {
      const reply = await handle(request);
      try {
        port.postMessage(reply);
      } catch (error) {
        // A value the structured clone cannot carry: the request fails, the thread goes on.
        port.postMessage({ type: 'reply', id: request.id, error: serializeError(error) } satisfies ThreadReply);
      }
    });
  });
  port.postMessage({ type: 'opened' } satisfies ThreadReply);
}

void main();
