// How much one client may upload: anonymous callers per client IP (a request count and a byte
// budget per window, so the public feedback folder cannot fill the disk), signed-in users per user
// id (a looser count). The service role is not limited. Refusals are 429 with Retry-After.
//
// Bytes are reserved before the body is read, so parallel uploads cannot each spend the same
// remainder: the declared Content-Length when there is one (all or nothing), otherwise whatever
// is left of the budget (up to the bucket's limit), which then bounds the stream. Only bytes of
// uploads that were stored stay spent.
import type { Caller } from '../context';
import { clientNetwork } from '../http/client-ip';
import { RateLimiter } from '../http/rate-limiter';
import { StorageError, storageErrors } from './errors';
import type { StorageOptions, UploadAllowance } from './options';

export interface UploadPermit {
  /** Reserves bytes for a body the bucket allows up to `bucketLimit` bytes of. */
  reserveBytes(bucketLimit: number, declaredLength: number | undefined): ByteReservation;
}

export interface ByteReservation {
  /** The most this upload may store: the bucket's limit, or less when the budget is nearly spent. */
  maxBytes: number;
  /** The upload failed: all bytes go back; a size refusal the budget caused becomes a 429. */
  failed(error: unknown): unknown;
  /** The upload was stored: `size` bytes stay spent, the rest goes back. */
  stored(size: number): void;
}

const UNLIMITED_BYTES: UploadPermit = {
  reserveBytes: (bucketLimit) => ({ maxBytes: bucketLimit, failed: (error) => error, stored: () => undefined }),
};

class Allowance {
  private readonly uploads: RateLimiter;
  private readonly bytes: RateLimiter | undefined;

  constructor(settings: UploadAllowance, now: () => number) {
    this.uploads = new RateLimiter({ limit: settings.uploads, windowMs: settings.windowMs }, now);
    this.bytes = settings.bytes > 0 ? new RateLimiter({ limit: settings.bytes, windowMs: settings.windowMs }, now) : undefined;
  }

  admit(key: string): UploadPermit {
    const decision = this.uploads.take(key);
    if (!decision.allowed) throw storageErrors.tooManyUploads(decision.retryAfterSeconds);
    const bytes = this.bytes;
    if (!bytes) return UNLIMITED_BYTES;
    return { reserveBytes: (bucketLimit, declaredLength) => reserveBytes(bytes, key, bucketLimit, declaredLength) };
  }
}

function reserveBytes(bytes: RateLimiter, key: string, bucketLimit: number, declaredLength: number | undefined): ByteReservation {
  const exact = declaredLength !== undefined && declaredLength <= bucketLimit;
  if (exact && declaredLength === 0) return UNLIMITED_BYTES.reserveBytes(0, 0);
  const reservation = exact ? bytes.reserve(key, declaredLength) : bytes.reserve(key, bucketLimit, { partial: true });
  if (!reservation.allowed) throw storageErrors.tooManyUploads(reservation.retryAfterSeconds);
  const budgetBound = reservation.amount < bucketLimit && !exact;
  return {
    maxBytes: reservation.amount,
    failed(error) {
      const retryAfter = reservation.retryAfterSeconds();
      reservation.release(reservation.amount);
      if (budgetBound && error instanceof StorageError && error.code === 'EntityTooLarge') {
        return storageErrors.tooManyUploads(retryAfter);
      }
      return error;
    },
    stored(size) {
      reservation.release(reservation.amount - size);
    },
  };
}

export class UploadThrottle {
  private readonly anon: Allowance;
  private readonly users: Allowance;

  constructor(options: Pick<StorageOptions, 'anonUploads' | 'userUploads'>, now: () => number = Date.now) {
    this.anon = new Allowance(options.anonUploads, now);
    this.users = new Allowance(options.userUploads, now);
  }

  /** Counts one upload by `caller` (from `clientIp`); throws TooManyRequests when over the limit. */
  admit(caller: Caller, clientIp: string): UploadPermit {
    if (caller.role === 'service_role') return UNLIMITED_BYTES;
    const sub = caller.claims.sub;
    if (caller.role === 'authenticated' && typeof sub === 'string' && sub !== '') return this.users.admit(`user:${sub}`);
    return this.anon.admit(`ip:${clientNetwork(clientIp)}`);
  }
}
