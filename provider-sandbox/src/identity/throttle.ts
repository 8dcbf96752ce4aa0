import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Failed sign-ins allowed per account, and per network address, in a window before sign-in is refused for a while. */
export const SIGN_IN_LIMITS = {
  perAccount: 10,
  perAddress: 50,
  windowSeconds: 15 * 60,
  blockSeconds: 15 * 60,
} as const;

export const TOO_MANY_ATTEMPTS = (seconds: number) =>
  `Too many failed sign-in attempts. Try again in ${Math.max(1, Math.ceil(seconds / 60))} minute${seconds > 60 ? 's' : ''}.`;

/**
 * Brute-force protection for the sign-in form and the token endpoint: failures count per account (the email) and
 * per address; past either limit every attempt is refused, the right password included, until the block ends.
 */
export class SignInThrottle {
  private readonly perAccount = new RateLimiterMemory({
    keyPrefix: 'account',
    points: SIGN_IN_LIMITS.perAccount,
    duration: SIGN_IN_LIMITS.windowSeconds,
    blockDuration: SIGN_IN_LIMITS.blockSeconds,
  });
  private readonly perAddress = new RateLimiterMemory({
    keyPrefix: 'address',
    points: SIGN_IN_LIMITS.perAddress,
    duration: SIGN_IN_LIMITS.windowSeconds,
    blockDuration: SIGN_IN_LIMITS.blockSeconds,
  });

  /** Seconds until this account and address may try again; 0 when they may now. */
  async retryAfter(email: string, address: string): Promise<number> {
    const [account, network] = await Promise.all([
      this.perAccount.get(accountKey(email)),
      this.perAddress.get(address),
    ]);
    const waits = [
      [account, SIGN_IN_LIMITS.perAccount],
      [network, SIGN_IN_LIMITS.perAddress],
    ] as const;
    return Math.max(
      0,
      ...waits.map(([state, limit]) =>
        state && state.consumedPoints >= limit ? Math.ceil(state.msBeforeNext / 1000) : 0,
      ),
    );
  }

  async failed(email: string, address: string): Promise<void> {
    await Promise.all([
      this.perAccount.consume(accountKey(email)).catch(ignoreRefusal),
      this.perAddress.consume(address).catch(ignoreRefusal),
    ]);
  }

  /** A correct sign-in clears the account's failures (not the address's). */
  async succeeded(email: string): Promise<void> {
    await this.perAccount.delete(accountKey(email));
  }
}

const accountKey = (email: string) => email.trim().toLowerCase();

function ignoreRefusal(error: unknown): void {
  // Past the limit, consume() rejects with the limiter's state: that is the point being recorded.
  if (!(error instanceof RateLimiterRes)) throw error;
}
