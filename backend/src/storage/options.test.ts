import { DEFAULT_STORAGE_OPTIONS, storageOptionsFromEnv } from './options';

test('defaults: 7-day signed URLs, 20 anonymous uploads / 30 MiB and 120 per user, per 10 minutes', () => {
  expect(storageOptionsFromEnv({})).toEqual(DEFAULT_STORAGE_OPTIONS);
  expect(DEFAULT_STORAGE_OPTIONS).toMatchObject({
    maxSignedUrlExpiresIn: 604_800,
    anonUploads: { uploads: 20, bytes: 30 * 1024 * 1024, windowMs: 600_000 },
    userUploads: { uploads: 120, windowMs: 600_000 },
  });
});

test('each limit is set from its variable; sizes may be written "10MB"; 0 turns a count or budget off', () => {
  const options = storageOptionsFromEnv({
    STORAGE_SIGNED_URL_MAX_EXPIRES_IN: '3600',
    STORAGE_ANON_UPLOADS_PER_WINDOW: '0',
    STORAGE_ANON_UPLOAD_BYTES_PER_WINDOW: '10MB',
    STORAGE_ANON_UPLOAD_WINDOW_SECONDS: '60',
    STORAGE_USER_UPLOADS_PER_WINDOW: '7',
    STORAGE_USER_UPLOAD_WINDOW_SECONDS: '30',
  });
  expect(options).toEqual({
    maxFileSizeBytes: DEFAULT_STORAGE_OPTIONS.maxFileSizeBytes,
    maxSignedUrlExpiresIn: 3600,
    anonUploads: { uploads: 0, bytes: 10_000_000, windowMs: 60_000 },
    userUploads: { uploads: 7, bytes: 0, windowMs: 30_000 },
    imageTransform: DEFAULT_STORAGE_OPTIONS.imageTransform,
  });
  expect(storageOptionsFromEnv({ STORAGE_ANON_UPLOAD_BYTES_PER_WINDOW: '0' }).anonUploads.bytes).toBe(0);
});

test('image transformation limits: 25 MiB and 25 megapixels of source, two at a time; each from its variable', () => {
  expect(DEFAULT_STORAGE_OPTIONS.imageTransform).toEqual({ maxSourceBytes: 25 * 1024 * 1024, maxSourcePixels: 25_000_000, concurrency: 2 });
  expect(
    storageOptionsFromEnv({
      STORAGE_IMAGE_TRANSFORM_MAX_SOURCE_BYTES: '5MB',
      STORAGE_IMAGE_TRANSFORM_MAX_PIXELS: '1000000',
      STORAGE_IMAGE_TRANSFORM_CONCURRENCY: '1',
    }).imageTransform,
  ).toEqual({ maxSourceBytes: 5_000_000, maxSourcePixels: 1_000_000, concurrency: 1 });
  expect(() => storageOptionsFromEnv({ STORAGE_IMAGE_TRANSFORM_CONCURRENCY: '0' })).toThrow(/STORAGE_IMAGE_TRANSFORM_CONCURRENCY/);
  expect(() => storageOptionsFromEnv({ STORAGE_IMAGE_TRANSFORM_MAX_PIXELS: 'many' })).toThrow(/STORAGE_IMAGE_TRANSFORM_MAX_PIXELS/);
});

test('a malformed value stops the server with a message naming the variable', () => {
  expect(() => storageOptionsFromEnv({ STORAGE_SIGNED_URL_MAX_EXPIRES_IN: '0' })).toThrow(/STORAGE_SIGNED_URL_MAX_EXPIRES_IN/);
  expect(() => storageOptionsFromEnv({ STORAGE_SIGNED_URL_MAX_EXPIRES_IN: '1e12x' })).toThrow(/STORAGE_SIGNED_URL_MAX_EXPIRES_IN/);
  expect(() => storageOptionsFromEnv({ STORAGE_ANON_UPLOADS_PER_WINDOW: '-1' })).toThrow(/STORAGE_ANON_UPLOADS_PER_WINDOW/);
  expect(() => storageOptionsFromEnv({ STORAGE_ANON_UPLOAD_BYTES_PER_WINDOW: 'lots' })).toThrow(/STORAGE_ANON_UPLOAD_BYTES_PER_WINDOW/);
  expect(() => storageOptionsFromEnv({ STORAGE_ANON_UPLOAD_WINDOW_SECONDS: '0' })).toThrow(/STORAGE_ANON_UPLOAD_WINDOW_SECONDS/);
  expect(() => storageOptionsFromEnv({ STORAGE_USER_UPLOADS_PER_WINDOW: '2.5' })).toThrow(/STORAGE_USER_UPLOADS_PER_WINDOW/);
  expect(() => storageOptionsFromEnv({ STORAGE_USER_UPLOAD_WINDOW_SECONDS: 'soon' })).toThrow(/STORAGE_USER_UPLOAD_WINDOW_SECONDS/);
});
