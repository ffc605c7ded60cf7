// Wrong passwords slow down the client that sends them for that account, not the account: an
// attacker guessing from one address cannot lock the owner out, who signs in at once from anywhere
// else. A far higher ceiling for the account from all clients together answers guessing from many
// addresses, by slowing every client down (a bounded wait), never by locking.
import type { RateLimitConfig } from '../config';
// Counting an IPv6 client by its /64, as the upload throttle does (one subscriber's network).
import { clientNetwork } from '../http/client-ip';
import { FailureSlowdown, tooManyAttempts } from './rate-limit';

export class SignInThrottle {
  private readonly perAccountAndClient: FailureSlowdown;
  private readonly perAccount: FailureSlowdown;

  constructor(limits: RateLimitConfig) {
    const slowdown = (freeFailures: number) =>
      new FailureSlowdown({
        freeFailures,
        windowMs: limits.windowSeconds * 1000,
        firstDelayMs: limits.signInSlowdownSeconds * 1000,
        maxDelayMs: limits.signInMaxSlowdownSeconds * 1000,
      });
    this.perAccountAndClient = slowdown(limits.failedSignInPerEmailAndClient);
    this.perAccount = slowdown(limits.failedSignInPerEmail);
  }

  /** The network first: it never contains '|', so no email can make two pairs share a key. */
  private static pair(email: string, ip: string): string {
    return `${clientNetwork(ip)}|${email}`;
  }

  /** Throws 429 over_request_rate_limit (with Retry-After) while this client must wait for this account. */
  check(email: string, ip: string): void {
    const seconds = Math.max(this.perAccountAndClient.waitSeconds(SignInThrottle.pair(email, ip)), this.perAccount.waitSeconds(email));
    if (seconds > 0) throw tooManyAttempts('sign-in attempts for this account', seconds);
  }

  failed(email: string, ip: string): void {
    this.perAccountAndClient.recordFailure(SignInThrottle.pair(email, ip));
    this.perAccount.recordFailure(email);
  }

  /**
   * Only this client's count is cleared: the account-wide one keeps counting others' guesses
   * until they leave the window, whoever signs in meanwhile.
   */
  succeeded(email: string, ip: string): void {
    this.perAccountAndClient.clear(SignInThrottle.pair(email, ip));
  }
}
