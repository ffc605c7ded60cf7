import { StorageError } from './errors';
import { encodeTargetFor } from './image-renderer';
import { decodeTransformations, describeTransformations, encodeTransformations, parseTransformBody, parseTransformOptions } from './transform-options';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(StorageError);
    return (error as StorageError).message;
  }
  throw new Error('expected a refusal');
}

test('query options are read as Storage validates them; sizes clamp to 1–2500 and 0 means unset', () => {
  expect(parseTransformOptions({ width: '200', height: '9999', quality: '60', resize: 'contain', format: 'origin' }, 'querystring')).toEqual({
    width: 200,
    height: 2500,
    quality: 60,
    resize: 'contain',
    format: 'origin',
  });
  expect(parseTransformOptions({ width: '0', cacheNonce: 'x' }, 'querystring')).toEqual({});
  expect(refusal(() => parseTransformOptions({ width: '-1' }, 'querystring'))).toBe('querystring/width must be >= 0');
  expect(refusal(() => parseTransformOptions({ height: '1.5' }, 'querystring'))).toBe('querystring/height must be integer');
  expect(refusal(() => parseTransformOptions({ quality: '101' }, 'querystring'))).toBe('querystring/quality must be <= 100');
  expect(refusal(() => parseTransformOptions({ format: 'gif' }, 'querystring'))).toBe('querystring/format must be equal to one of the allowed values');
});

test('a signed-URL body: an empty or absent transform is a plain URL; the token form round-trips', () => {
  expect(parseTransformBody(undefined)).toBeUndefined();
  expect(parseTransformBody({})).toBeUndefined();
  const options = parseTransformBody({ width: 100, height: 50, resize: 'fill', quality: 70, format: 'webp' })!;
  expect(decodeTransformations(encodeTransformations(options))).toEqual(options);
  expect(refusal(() => parseTransformBody([1]))).toBe('body/transform must be object');
});

test('X-Transformations in imgproxy\'s words, as Storage sends it', () => {
  expect(describeTransformations({ width: 200, height: 200, quality: 60 })).toBe('height:200,width:200,resizing_type:fill,quality:60');
  expect(describeTransformations({ width: 10, resize: 'contain' })).toBe('width:10,resizing_type:fit');
  expect(describeTransformations({ height: 10, resize: 'fill', format: 'avif' })).toBe('height:10,resizing_type:force,format:avif');
  expect(describeTransformations({ quality: 50, format: 'origin' })).toBe('quality:50');
});

test('the output format: an explicit one wins; else WebP only when Accept names it', () => {
  expect(encodeTargetFor({}, 'image/avif,image/webp,*/*')).toBe('webp');
  expect(encodeTargetFor({}, '*/*')).toBe('origin');
  expect(encodeTargetFor({}, undefined)).toBe('origin');
  expect(encodeTargetFor({ format: 'origin' }, 'image/webp')).toBe('origin');
  expect(encodeTargetFor({ format: 'avif' }, '*/*')).toBe('avif');
});
