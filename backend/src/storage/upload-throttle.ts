// How much one client may upload: anonymous callers per client IP (a request count and a byte
// budget per window, so the public feedback folder cannot fill the disk), signed-in users per user
// id (a looser count). The service role is not limited. Refusals are 429 with Retry-After.
//
// Bytes are reserved before the body is read, so parallel uploads cannot each spend the same
// remainder: the declared Content-Length when there is one (all or nothing), otherwise whatever
// is left of the budget (up to the bucket's limit), which then bounds the stream. Only bytes of
// uploads that were stored stay spent.
//
// With `shared` (PostgreSQL) the counts and bytes are kept in the database (`_shalom.rate_limits`),
// so instances behind a load balancer give a client one budget; on PGlite, in this process.
import type { Caller, Queryable } from '../context';
import { clientNetwork } from '../http/client-ip';
import { createRateBudget, type RateBudget } from '../http/shared-rate-limit';
import { StorageError, storageErrors } from './errors';
import type { StorageOptions, UploadAllowance } from './options';

export interface UploadPermit {
  /** Reserves bytes for a body the bucket allows up to `bucketLimit` bytes of. */
  reserveBytes(bucketLimit: number, declaredLength: number | undefined): Promise<ByteReservation>;
}

export interface ByteReservation {
  /** The most this upload may store: the bucket's limit, or less when the budget is nearly spent. */
  maxBytes: number;
  /** The upload failed: all bytes go back; a size refusal the budget caused becomes a 429. */
  failed(error: unknown): Promise<unknown>;
  /** The upload was stored: `size` bytes stay spent, the rest goes back. */
  stored(size: number): Promise<void>;
}

const unlimitedBytes = (bucketLimit: number): ByteReservation => ({
  maxBytes: bucketLimit,
  failed: async (error) => error,
  stored: async () => undefined,
});

const UNLIMITED_BYTES: UploadPermit = { reserveBytes: async (bucketLimit) => unlimitedBytes(bucketLimit) };

class Allowance {
  private readonly uploads: RateBudget;
  private readonly bytes: RateBudget | undefined;

  constructor(settings: UploadAllowance, shared: Queryable | undefined, scope: string) {
    this.uploads = createRateBudget(shared, `${scope}-uploads`, { limit: settings.uploads, windowMs: settings.windowMs });
    this.bytes = settings.bytes > 0 ? createRateBudget(shared, `${scope}-bytes`, { limit: settings.bytes, windowMs: settings.windowMs }) : undefined;
  }

  async admit(key: string): Promise<UploadPermit> {
    const decision = await this.uploads.take(key);
    if (!decision.allowed) throw storageErrors.tooManyUploads(decision.retryAfterSeconds);
    const bytes = this.bytes;
    if (!bytes) return UNLIMITED_BYTES;
    return { reserveBytes: (bucketLimit, declaredLength) => reserveBytes(bytes, key, bucketLimit, declaredLength) };
  }
}

async function reserveBytes(bytes: RateBudget, key: string, bucketLimit: number, declaredLength: number | undefined): Promise<ByteReservation> {
  const exact = declaredLength !== undefined && declaredLength <= bucketLimit;
  if (exact && declaredLength === 0) return unlimitedBytes(0);
  const reservation = exact ? await bytes.reserve(key, declaredLength) : await bytes.reserve(key, bucketLimit, { partial: true });
  if (!reservation.allowed) throw storageErrors.tooManyUploads(reservation.retryAfterSeconds);
  const budgetBound = reservation.amount < bucketLimit && !exact;
  return {
    maxBytes: reservation.amount,
    async failed(error) {
      const retryAfter = reservation.retryAfterSeconds();
      await reservation.release(reservation.amount);
      if (budgetBound && error instanceof StorageError && error.code === 'EntityTooLarge') {
        return storageErrors.tooManyUploads(retryAfter);
      }
      return error;
    },
    async stored(size) {
      await reservation.release(reservation.amount - size);
    },
  };
}

export class UploadThrottle {
  private readonly anon: Allowance;
  private readonly users: Allowance;

  constructor(options: Pick<StorageOptions, 'anonUploads' | 'userUploads'>, shared?: Queryable) {
    this.anon = new Allowance(options.anonUploads, shared, 'upload-anon');
    this.users = new Allowance(options.userUploads, shared, 'upload-user');
  }

  /** Counts one upload by `caller` (from `clientIp`); throws TooManyRequests when over the limit. */
  async admit(caller: Caller, clientIp: string): Promise<UploadPermit> {
    if (caller.role === 'service_role') return UNLIMITED_BYTES;
    const sub = caller.claims.sub;
    if (caller.role === 'authenticated' && typeof sub === 'string' && sub !== '') return this.users.admit(`user:${sub}`);
    return this.anon.admit(`ip:${clientNetwork(clientIp)}`);
  }
}
