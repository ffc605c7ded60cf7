// Image transformations with sharp (libvips), in place of the imgproxy server Supabase Storage
// calls: resize (cover / contain / fill), quality, and the output format — the source's own, or
// WebP when the client's Accept header lists it and the caller did not ask for `format: origin`.
// EXIF orientation is applied and metadata (GPS included) stripped, as imgproxy does. The cost of
// one transformation is bounded (source bytes and pixels) and only a few run at once.
import sharp, { type Metadata } from 'sharp';
import { storageErrors } from './errors';
import type { ImageTransformLimits } from './options';
import { DEFAULT_QUALITY, type TransformOptions } from './transform-options';

/** What the response will be encoded as: the source's own format, or a chosen one. */
export type EncodeTarget = 'origin' | 'webp' | 'avif';

export interface RenderedImage {
  body: Buffer;
  contentType: string;
}

type SourceFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'avif';

const CONTENT_TYPES: Record<SourceFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  tiff: 'image/tiff',
  avif: 'image/avif',
};

// Storage's own words for imgproxy's refusals.
const UNSUPPORTED = 'The source image is invalid or unsupported for rendering';
const TOO_MANY_PIXELS = 'The source image resolution is too large to process';
const TOO_MANY_BYTES = 'The source image file is too large to process';

/** Past this many waiting per running slot, a transformation is refused rather than queued. */
const WAITING_PER_SLOT = 16;

/** The format the response gets: an explicit `format`, else WebP when Accept lists it. */
export function encodeTargetFor(options: TransformOptions, accept: string | undefined): EncodeTarget {
  if (options.format === 'webp' || options.format === 'avif' || options.format === 'origin') return options.format;
  return /\bimage\/webp\b/i.test(accept ?? '') ? 'webp' : 'origin';
}

function sourceFormat(metadata: Metadata): SourceFormat | undefined {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
    case 'tiff':
      return metadata.format;
    case 'heif':
      // AVIF is HEIF with AV1; HEIC (HEVC) has no decoder in sharp's build.
      return metadata.compression === 'av1' ? 'avif' : undefined;
    default:
      // SVG, PDF and the rest are not rendered: scripts and external references are a risk.
      return undefined;
  }
}

export class ImageRenderer {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: ImageTransformLimits) {}

  /** Refuses a source too large to read, before any of it is read. */
  assertSourceSize(bytes: number): void {
    if (bytes > this.limits.maxSourceBytes) throw storageErrors.imageProcessing(400, TOO_MANY_BYTES);
  }

  /**
   * Transforms the source `load` gives. It is loaded only once a slot is free, so requests waiting
   * in the queue hold no image bytes.
   */
  async render(load: Buffer | (() => Promise<Buffer>), options: TransformOptions, target: EncodeTarget): Promise<RenderedImage> {
    await this.acquire();
    try {
      const source = typeof load === 'function' ? await load() : load;
      this.assertSourceSize(source.length);
      return await this.transform(source, options, target);
    } finally {
      this.release();
    }
  }

  private async transform(source: Buffer, options: TransformOptions, target: EncodeTarget): Promise<RenderedImage> {
    const maxPixels = this.limits.maxSourcePixels;
    let metadata: Metadata;
    try {
      metadata = await sharp(source, { limitInputPixels: false }).metadata();
    } catch {
      throw storageErrors.imageProcessing(400, UNSUPPORTED);
    }
    const format = sourceFormat(metadata);
    if (!format) throw storageErrors.imageProcessing(400, UNSUPPORTED);
    // Checked from the header, before anything is decoded.
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxPixels) throw storageErrors.imageProcessing(400, TOO_MANY_PIXELS);

    let pipeline = sharp(source, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
    if (options.width !== undefined || options.height !== undefined) {
      pipeline = pipeline.resize({
        width: options.width,
        height: options.height,
        fit: options.resize === 'contain' ? 'inside' : options.resize === 'fill' ? 'fill' : 'cover',
        // Never made larger than the source: enlarging adds bytes, not detail.
        withoutEnlargement: true,
      });
    }
    const output: SourceFormat = target === 'origin' ? format : target;
    const quality = options.quality ?? DEFAULT_QUALITY;
    switch (output) {
      case 'jpeg':
        pipeline = pipeline.jpeg({ quality });
        break;
      case 'webp':
        pipeline = pipeline.webp({ quality });
        break;
      case 'avif':
        // The lowest effort: AV1 encoding is slow, and this server has few cores.
        pipeline = pipeline.avif({ quality, effort: 0 });
        break;
      case 'tiff':
        pipeline = pipeline.tiff({ quality });
        break;
      case 'png':
        pipeline = pipeline.png();
        break;
      case 'gif':
        pipeline = pipeline.gif();
        break;
    }
    try {
      return { body: await pipeline.toBuffer(), contentType: CONTENT_TYPES[output] };
    } catch {
      // A header that parsed over a body that does not (truncated or corrupt bytes).
      throw storageErrors.imageProcessing(400, UNSUPPORTED);
    }
  }

  private async acquire(): Promise<void> {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      return;
    }
    if (this.waiting.length >= this.limits.concurrency * WAITING_PER_SLOT) {
      throw storageErrors.imageProcessing(429, 'Too many requests');
    }
    // The slot is handed over by release(), so `running` stays counted for the waiter.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
