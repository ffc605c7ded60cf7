// Serves a stored image transformed (`/render/image/{public,authenticated,sign}/...`), with the
// headers of a download (type, Cache-Control, ETag, Last-Modified, the sandboxing headers) plus
// Storage's `X-Transformations`. Who may read the object was decided by the route, exactly as for
// the download route beside it.
import { createHash } from 'node:crypto';
import type { ObjectFiles } from './object-files';
import { attachmentDisposition } from './object-response';
import { storageErrors } from './errors';
import { encodeTargetFor, type ImageRenderer } from './image-renderer';
import type { StoredObjectRow } from './objects-sql';
import { describeTransformations, encodeTransformations, type TransformOptions } from './transform-options';

export interface RenderRequest {
  row: StoredObjectRow | undefined;
  options: TransformOptions;
  accept: string | undefined;
  ifNoneMatch: string | undefined;
  /** `?download=`: undefined = inline; '' = attachment named after the object; else that name. */
  download: string | undefined;
  method: string;
}

export async function renderImageResponse(files: ObjectFiles, renderer: ImageRenderer, request: RenderRequest): Promise<Response> {
  const { row, options } = request;
  if (!row?.version) throw storageErrors.noSuchKey();
  const target = encodeTargetFor(options, request.accept);
  const headers = new Headers();
  headers.set('Cache-Control', row.metadata?.cacheControl ?? 'no-cache');
  if (row.metadata?.lastModified) headers.set('Last-Modified', new Date(row.metadata.lastModified).toUTCString());
  // Known before any work: the source's bytes (its ETag), the options and the chosen format.
  // A client revalidating a rendition it holds costs no transformation.
  const etag = renditionEtag(row.metadata?.eTag ?? row.version, options, target);
  headers.set('ETag', etag);
  // Without an explicit format the Accept header chooses WebP or the source's own format.
  if (options.format === undefined) headers.set('Vary', 'Accept');
  const transformations = describeTransformations(options);
  if (transformations !== '') headers.set('X-Transformations', transformations);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (request.download !== undefined) {
    const fileName = request.download !== '' ? request.download : (row.name.split('/').pop() ?? row.name);
    headers.set('Content-Disposition', attachmentDisposition(fileName));
  }
  if (request.ifNoneMatch !== undefined && request.ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }

  // Too large is said before queueing (the row knows the size); the bytes are read once it runs.
  renderer.assertSourceSize(row.metadata?.size ?? 0);
  const { bucket_id: bucket, name, version } = row;
  const image = await renderer.render(
    async () => {
      const opened = await files.open(bucket, name, version);
      if (!opened) throw storageErrors.noSuchKey();
      try {
        renderer.assertSourceSize(opened.size);
        return await opened.file.readFile();
      } finally {
        await opened.file.close();
      }
    },
    options,
    target,
  );
  headers.set('Content-Type', image.contentType);
  headers.set('Content-Length', String(image.body.length));
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(new Uint8Array(image.body), { status: 200, headers });
}

function renditionEtag(sourceEtag: string, options: TransformOptions, target: string): string {
  const source = sourceEtag.replace(/^W\//, '').replace(/"/g, '');
  const variant = createHash('sha256').update(`${encodeTransformations(options)}|${target}`).digest('hex').slice(0, 16);
  return `"${source}-${variant}"`;
}
