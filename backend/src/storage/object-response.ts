// Streams a stored object as an HTTP response: its stored type and cache settings, a single byte
// range when asked (browsers need it for audio and video), and `?download=` as an attachment.
import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ObjectMetadata } from './objects-sql';

/** RFC 6266 Content-Disposition with a UTF-8 filename (Hebrew names survive) and an ASCII fallback. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function parseRange(header: string | null, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined; // multi-range or junk: whole file
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export interface ObjectResponseInput {
  /** Opened before the response is built, so a concurrent replace cannot pull the file away. */
  file: FileHandle;
  size: number;
  metadata: ObjectMetadata | null;
  name: string;
  /** `?download=`: undefined = inline; '' = attachment named after the object; else that name. */
  download: string | undefined;
  rangeHeader: string | null;
  method: string;
}

export function objectResponse(input: ObjectResponseInput): Response {
  const headers = new Headers();
  headers.set('Content-Type', input.metadata?.mimetype ?? 'application/octet-stream');
  headers.set('Cache-Control', input.metadata?.cacheControl ?? 'no-cache');
  if (input.metadata?.eTag) headers.set('ETag', input.metadata.eTag);
  if (input.metadata?.lastModified) headers.set('Last-Modified', new Date(input.metadata.lastModified).toUTCString());
  headers.set('Accept-Ranges', 'bytes');
  // Uploaded bytes are served from the API's origin: never let a browser run them as a page.
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (input.download !== undefined) {
    const fileName = input.download !== '' ? input.download : (input.name.split('/').pop() ?? input.name);
    headers.set('Content-Disposition', attachmentDisposition(fileName));
  }

  const range = parseRange(input.rangeHeader, input.size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${input.size}`);
    void input.file.close();
    return new Response(null, { status: 416, headers });
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? input.size - 1;
  const length = input.size === 0 ? 0 : end - start + 1;
  headers.set('Content-Length', String(length));
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${input.size}`);
  const status = range ? 206 : 200;
  if (input.method === 'HEAD' || length === 0) {
    void input.file.close();
    return new Response(null, { status, headers });
  }
  // autoClose: the handle is closed when the stream ends or is destroyed (client went away).
  const nodeStream = input.file.createReadStream({ start, end, autoClose: true });
  const stream = Readable.toWeb(nodeStream) as unknown as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}
