// Storage API errors in the shape Supabase Storage renders them: the HTTP status is 400 for every
// error below 500 and the real status travels as a string in the body's `statusCode`, which is
// what storage-js reads (reference §3).

export interface StorageErrorBody {
  statusCode: string;
  code: string;
  error: string;
  message: string;
}

export class StorageError extends Error {
  constructor(
    /** The status Supabase would name (404, 409, 413, ...), carried in the body. */
    readonly statusCode: number,
    readonly code: string,
    /** Supabase's older `error` field: a short name when it has one, else the code. */
    readonly errorName: string,
    message: string,
    /** Response headers the refusal needs (Retry-After). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'StorageError';
  }

  /**
   * What goes on the wire: 500 stays 500 and everything else is sent as 400, except 429, which
   * proxies and clients act on by status (with Retry-After).
   */
  get httpStatus(): 400 | 429 | 500 {
    if (this.statusCode >= 500) return 500;
    return this.statusCode === 429 ? 429 : 400;
  }

  toBody(): StorageErrorBody {
    return {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.errorName,
      message: this.message,
    };
  }
}

export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  duplicate: () => new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketAlreadyExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(409, 'ResourceNotEmpty', 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  entityTooLarge: () =>
    new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError(400, 'InvalidSignature', 'InvalidSignature', message),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  invalidParameter: (parameter: string) =>
    new StorageError(400, 'InvalidParameter', 'InvalidParameter', `Invalid Parameter ${parameter}`),
  missingParameter: (parameter: string) =>
    new StorageError(400, 'MissingParameter', 'MissingParameter', `Missing Required Parameter ${parameter}`),
  expiresInOutOfRange: (max: number) =>
    new StorageError(400, 'InvalidRequest', 'InvalidRequest', `expiresIn must be a whole number of seconds between 1 and ${max}`),
  tooManyUploads: (retryAfterSeconds: number) =>
    new StorageError(
      429,
      'TooManyRequests',
      'Too Many Requests',
      `Too many uploads from this client; try again in ${retryAfterSeconds} seconds`,
      { 'Retry-After': String(retryAfterSeconds) },
    ),
  /** Storage's refusals of an image transformation (its wording for imgproxy's errors). */
  imageProcessing: (statusCode: number, message: string) =>
    new StorageError(statusCode, 'ImageProcessingError', 'ImageProcessingError', message),
  internal: () => new StorageError(500, 'InternalError', 'internal', 'Internal server error'),
};

/** Postgres errors that mean something to a storage caller, mapped as Supabase Storage maps them. */
export function storageErrorFromDatabase(error: unknown): StorageError | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === '42501') return storageErrors.accessDenied();
  if (code === '23505') return storageErrors.duplicate();
  return undefined;
}
