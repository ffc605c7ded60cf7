// Wrong passwords slow down the client that sends them for that account, not the account: an
// attacker guessing from one address cannot lock the owner out, who signs in at once from anywhere
// else. A far higher ceiling for the account from all clients together answers guessing from many
// addresses, by slowing every client down (a bounded wait), never by locking.
// With `shared` (PostgreSQL) the failures are counted in the database, so a guesser spreading
// attempts over instances behind a load balancer is slowed down as by one.
import type { RateLimitConfig } from '../config';
import type { Queryable } from '../context';
// Counting an IPv6 client by its /64, as the upload throttle does (one subscriber's network).
import { clientNetwork } from '../http/client-ip';
import { SharedFailureSlowdown, tooManyAttempts } from './rate-limit';

export class SignInThrottle {
  private readonly perAccountAndClient: SharedFailureSlowdown;
  private readonly perAccount: SharedFailureSlowdown;

  constructor(limits: RateLimitConfig, shared?: Queryable) {
    const slowdown = (freeFailures: number, scope: string) =>
      new SharedFailureSlowdown(
        {
          freeFailures,
          windowMs: limits.windowSeconds * 1000,
          firstDelayMs: limits.signInSlowdownSeconds * 1000,
          maxDelayMs: limits.signInMaxSlowdownSeconds * 1000,
        },
        shared,
        scope,
      );
    this.perAccountAndClient = slowdown(limits.failedSignInPerEmailAndClient, 'signin-failed-client');
    this.perAccount = slowdown(limits.failedSignInPerEmail, 'signin-failed-account');
  }

  /** The network first: it never contains '|', so no email can make two pairs share a key. */
  private static pair(email: string, ip: string): string {
    return `${clientNetwork(ip)}|${email}`;
  }

  /** Throws 429 over_request_rate_limit (with Retry-After) while this client must wait for this account. */
  async check(email: string, ip: string): Promise<void> {
    const [client, account] = await Promise.all([
      this.perAccountAndClient.waitSeconds(SignInThrottle.pair(email, ip)),
      this.perAccount.waitSeconds(email),
    ]);
    const seconds = Math.max(client, account);
    if (seconds > 0) throw tooManyAttempts('sign-in attempts for this account', seconds);
  }

  async failed(email: string, ip: string): Promise<void> {
    await Promise.all([this.perAccountAndClient.recordFailure(SignInThrottle.pair(email, ip)), this.perAccount.recordFailure(email)]);
  }

  /**
   * Only this client's count is cleared: the account-wide one keeps counting others' guesses
   * until they leave the window, whoever signs in meanwhile.
   */
  async succeeded(email: string, ip: string): Promise<void> {
    await this.perAccountAndClient.clear(SignInThrottle.pair(email, ip));
  }
}
