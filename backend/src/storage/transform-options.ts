// Image transformation options as Supabase Storage takes them: from the query string of
// /render/image/... (storage-js `download` / `getPublicUrl` with `transform`) and from the body of
// a signed-URL request (`createSignedUrl(path, expiresIn, { transform })`), where they are bound
// into the token. Validation follows Storage's schema (width/height integers ≥ 0, quality 20–100,
// resize and format from fixed lists); sizes are clamped to 1–2500 as Storage clamps them.
import { storageErrors } from './errors';

export type ResizeMode = 'cover' | 'contain' | 'fill';
export type OutputFormat = 'origin' | 'webp' | 'avif';

export interface TransformOptions {
  width?: number;
  height?: number;
  resize?: ResizeMode;
  format?: OutputFormat;
  quality?: number;
}

export const MIN_SIZE = 1;
export const MAX_SIZE = 2500;
export const DEFAULT_QUALITY = 80;
const RESIZE_MODES: readonly ResizeMode[] = ['cover', 'contain', 'fill'];
const FORMATS: readonly OutputFormat[] = ['origin', 'webp', 'avif'];

function integerField(value: unknown, where: string, minimum: number, maximum?: number): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw storageErrors.invalidRequest(`${where} must be integer`);
  if (number < minimum) throw storageErrors.invalidRequest(`${where} must be >= ${minimum}`);
  if (maximum !== undefined && number > maximum) throw storageErrors.invalidRequest(`${where} must be <= ${maximum}`);
  return number;
}

function enumField<T extends string>(value: unknown, where: string, allowed: readonly T[]): T | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw storageErrors.invalidRequest(`${where} must be equal to one of the allowed values`);
  }
  return value as T;
}

const clampSize = (size: number | undefined): number | undefined =>
  size === undefined || size === 0 ? undefined : Math.min(Math.max(size, MIN_SIZE), MAX_SIZE);

/**
 * Reads the options from a record (a query string or a JSON body's `transform`); `prefix` names
 * where they came from in error messages, as Storage's validator does ("querystring/width ...").
 */
export function parseTransformOptions(source: Record<string, unknown>, prefix: string): TransformOptions {
  const options: TransformOptions = {};
  const width = clampSize(integerField(source.width, `${prefix}/width`, 0));
  const height = clampSize(integerField(source.height, `${prefix}/height`, 0));
  const quality = integerField(source.quality, `${prefix}/quality`, 20, 100);
  const resize = enumField(source.resize, `${prefix}/resize`, RESIZE_MODES);
  const format = enumField(source.format, `${prefix}/format`, FORMATS);
  if (width !== undefined) options.width = width;
  if (height !== undefined) options.height = height;
  if (quality !== undefined) options.quality = quality;
  if (resize !== undefined) options.resize = resize;
  if (format !== undefined) options.format = format;
  return options;
}

/** The `transform` of a signed-URL request body; undefined when absent or empty (a plain URL). */
export function parseTransformBody(value: unknown): TransformOptions | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw storageErrors.invalidRequest('body/transform must be object');
  const options = parseTransformOptions(value as Record<string, unknown>, 'body/transform');
  return Object.keys(options).length > 0 ? options : undefined;
}

/** The options as a signed token carries them ("width:200,height:200,resize:cover,..."). */
export function encodeTransformations(options: TransformOptions): string {
  const parts: string[] = [];
  if (options.width !== undefined) parts.push(`width:${options.width}`);
  if (options.height !== undefined) parts.push(`height:${options.height}`);
  if (options.resize !== undefined) parts.push(`resize:${options.resize}`);
  if (options.quality !== undefined) parts.push(`quality:${options.quality}`);
  if (options.format !== undefined) parts.push(`format:${options.format}`);
  return parts.join(',');
}

/** Reads a token's transformations back; the token was signed here, so a bad part is refused. */
export function decodeTransformations(encoded: string): TransformOptions {
  const record: Record<string, string> = {};
  for (const part of encoded.split(',')) {
    if (part === '') continue;
    const [name, value] = part.split(':');
    if (name === undefined || value === undefined) throw storageErrors.invalidSignature();
    record[name] = value;
  }
  return parseTransformOptions(record, 'token');
}

/**
 * The `X-Transformations` response header, in the words Storage's image server (imgproxy) uses:
 * resize cover → `resizing_type:fill`, contain → `fit`, fill → `force`.
 */
export function describeTransformations(options: TransformOptions): string {
  const parts: string[] = [];
  if (options.height !== undefined) parts.push(`height:${options.height}`);
  if (options.width !== undefined) parts.push(`width:${options.width}`);
  if (options.width !== undefined || options.height !== undefined) {
    const type = options.resize === 'contain' ? 'fit' : options.resize === 'fill' ? 'force' : 'fill';
    parts.push(`resizing_type:${type}`);
  }
  if (options.quality !== undefined) parts.push(`quality:${options.quality}`);
  if (options.format !== undefined && options.format !== 'origin') parts.push(`format:${options.format}`);
  return parts.join(',');
}
