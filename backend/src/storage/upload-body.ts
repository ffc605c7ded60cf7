// Receives an upload's bytes into a temporary file, never holding the whole file in memory and
// never storing a byte past the size limit. storage-js sends either the raw bytes (ArrayBuffer,
// Buffer, stream: content-type is the file's) or multipart form data (Blob/File/FormData: fields
// `cacheControl`, `metadata`, then the file part).
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { SNIFF_BYTES } from './content-type';
import { StorageError, storageErrors } from './errors';

export interface ReceivedUpload {
  /** Temporary file holding exactly the uploaded bytes; the caller moves or deletes it. */
  tempPath: string;
  size: number;
  /** Hex MD5 of the bytes, served as the ETag as Supabase does. */
  md5: string;
  /** The first SNIFF_BYTES bytes, for content sniffing. */
  head: Uint8Array;
  /** What the uploader said the type is: the request's or the file part's content type. */
  declaredContentType: string | undefined;
  /** cache-control header (raw uploads) or the cacheControl field (multipart), as sent. */
  cacheControl: string | undefined;
  /** JSON user metadata: x-metadata (base64 JSON) or the metadata field. */
  userMetadata: Record<string, unknown> | undefined;
}

/** Writes chunks to a file while counting, hashing and keeping the head. */
class TempFileSink {
  readonly path: string;
  private readonly stream: WriteStream;
  private readonly hash = createHash('md5');
  private readonly headChunks: Uint8Array[] = [];
  private headLength = 0;
  size = 0;

  constructor(
    directory: string,
    private readonly limit: number,
  ) {
    this.path = join(directory, `${randomUUID()}.part`);
    this.stream = createWriteStream(this.path, { flags: 'wx', mode: 0o600 });
  }

  /** Adds a chunk; throws EntityTooLarge as soon as the total passes the limit. */
  async write(chunk: Uint8Array): Promise<void> {
    this.size += chunk.byteLength;
    if (this.size > this.limit) throw storageErrors.entityTooLarge();
    this.hash.update(chunk);
    if (this.headLength < SNIFF_BYTES) {
      const part = chunk.subarray(0, SNIFF_BYTES - this.headLength);
      this.headChunks.push(Uint8Array.from(part));
      this.headLength += part.byteLength;
    }
    if (!this.stream.write(chunk)) {
      await new Promise<void>((resolve, reject) => {
        const onError = (error: Error): void => {
          this.stream.off('drain', onDrain);
          reject(error);
        };
        const onDrain = (): void => {
          this.stream.off('error', onError);
          resolve();
        };
        this.stream.once('drain', onDrain);
        this.stream.once('error', onError);
      });
    }
  }

  async finish(): Promise<{ size: number; md5: string; head: Uint8Array }> {
    await new Promise<void>((resolve, reject) => {
      this.stream.once('error', reject);
      this.stream.end(() => resolve());
    });
    return { size: this.size, md5: this.hash.digest('hex'), head: concat(this.headChunks, this.headLength) };
  }

  async discard(): Promise<void> {
    // The file is opened asynchronously: unlink only once the stream has closed, or a late open
    // would recreate it after the unlink.
    if (!this.stream.closed) {
      const closed = new Promise<void>((resolve) => this.stream.once('close', () => resolve()));
      this.stream.destroy();
      await closed;
    }
    await unlink(this.path).catch(() => undefined);
  }
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function parseUserMetadata(json: string | undefined): Record<string, unknown> | undefined {
  if (json === undefined || json === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw storageErrors.invalidRequest('Invalid metadata: it must be a JSON object');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw storageErrors.invalidRequest('Invalid metadata: it must be a JSON object');
  }
  return value as Record<string, unknown>;
}

function decodeBase64Metadata(header: string | undefined): Record<string, unknown> | undefined {
  if (!header) return undefined;
  return parseUserMetadata(Buffer.from(header, 'base64').toString('utf8'));
}

async function receiveRaw(request: Request, sink: TempFileSink): Promise<void> {
  if (!request.body) return;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      await sink.write(value);
    }
  } finally {
    // Stop pulling from the socket; whatever the client still sends is discarded by Node.
    reader.releaseLock();
  }
}

interface MultipartResult {
  declaredContentType: string | undefined;
  fields: Map<string, string>;
}

function receiveMultipart(request: Request, sink: TempFileSink, limit: number): Promise<MultipartResult> {
  return new Promise<MultipartResult>((resolve, reject) => {
    const fields = new Map<string, string>();
    let declaredContentType: string | undefined;
    let sawFile = false;
    let settled = false;
    let fileDone: Promise<void> = Promise.resolve();
    const fail = (error: unknown): void => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.resume(); // drain and discard the rest instead of storing it
      reject(error);
    };

    const parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      // fileSize + 1 lets busboy hand over the byte that proves the limit was passed.
      limits: { files: 1, fileSize: limit + 1, fields: 16, fieldSize: 64 * 1024, parts: 32 },
    });
    parser.on('field', (name, value) => fields.set(name, value));
    parser.on('file', (_name, file, info) => {
      if (sawFile) {
        file.resume();
        return;
      }
      sawFile = true;
      declaredContentType = info.mimeType;
      fileDone = (async () => {
        for await (const chunk of file as AsyncIterable<Buffer>) {
          if (settled) continue;
          await sink.write(chunk);
        }
      })();
      fileDone.catch(fail);
    });
    parser.on('error', (error) => fail(error instanceof StorageError ? error : storageErrors.invalidRequest('Malformed multipart body')));
    parser.on('close', () => {
      fileDone.then(
        () => {
          if (settled) return;
          if (!sawFile) {
            fail(storageErrors.invalidRequest('No content provided'));
            return;
          }
          settled = true;
          resolve({ declaredContentType, fields });
        },
        fail,
      );
    });

    const source = request.body
      ? Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>)
      : Readable.from([]);
    source.on('error', fail);
    source.pipe(parser);
  });
}

/**
 * Receives the upload into `tempDirectory`. Throws StorageError: EntityTooLarge past `limit`
 * bytes, InvalidRequest for a malformed body or metadata. No temp file is left behind on error.
 */
export async function receiveUpload(request: Request, tempDirectory: string, limit: number): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? undefined;
  const isMultipart = (contentType ?? '').toLowerCase().startsWith('multipart/form-data');
  const declaredLength = Number(request.headers.get('content-length'));
  // A raw body that says it is too big is refused before a byte is read. (A multipart body also
  // carries boundaries and fields, so its length is only checked while streaming.)
  if (!isMultipart && Number.isFinite(declaredLength) && declaredLength > limit) throw storageErrors.entityTooLarge();

  await mkdir(tempDirectory, { recursive: true });
  const sink = new TempFileSink(tempDirectory, limit);
  try {
    let declaredContentType: string | undefined;
    let cacheControl: string | undefined;
    let userMetadata: Record<string, unknown> | undefined;
    if (isMultipart) {
      const result = await receiveMultipart(request, sink, limit);
      declaredContentType = result.declaredContentType;
      const cacheField = result.fields.get('cacheControl');
      cacheControl = cacheField ? `max-age=${cacheField}` : (request.headers.get('cache-control') ?? undefined);
      userMetadata = parseUserMetadata(result.fields.get('metadata'));
    } else {
      await receiveRaw(request, sink);
      declaredContentType = contentType;
      cacheControl = request.headers.get('cache-control') ?? undefined;
      userMetadata = decodeBase64Metadata(request.headers.get('x-metadata') ?? undefined);
    }
    const { size, md5, head } = await sink.finish();
    return { tempPath: sink.path, size, md5, head, declaredContentType, cacheControl, userMetadata };
  } catch (error) {
    await sink.discard();
    throw error;
  }
}
