import type { RateLimiter } from "./rate-limiter.server.ts";

/**
 * Sign-in throttling (docs/decisions/036). Every attempt reserves its place in the
 * counters before the password hash runs, so N parallel guesses cost at most a
 * limit's worth of hash checks; a correct password gives its place back.
 *
 * - per address: 10 failures in 15 minutes;
 * - per address and account: 5 in 15 minutes, then a block that doubles with each
 *   repeat (15 min, 30 min, 1 h … at most 4 h);
 * - per account, only for browsers that never signed in to it: 100 in 15 minutes.
 *   A browser holding the account's known-device cookie is never slowed by what
 *   other addresses do, so nobody can lock the owner out.
 */
export const LOGIN_POLICY = {
  windowMs: 15 * 60 * 1000,
  perAddress: 10,
  perPair: 5,
  perAccountUnknownDevices: 100,
  maxBlockMs: 4 * 60 * 60 * 1000,
};

export interface LoginAttempt {
  address: string;
  account: string;
  /** The browser proved it signed in to this account before (a signed cookie). */
  knownDevice: boolean;
}

export type Reservation =
  { ok: true; succeeded(): Promise<void> } | { ok: false; retryAfter: number };

export type LoginPolicy = typeof LOGIN_POLICY;

export function createLoginThrottle(limiter: RateLimiter, policy: LoginPolicy = LOGIN_POLICY) {
  const now = limiter.now;
  const { windowMs } = policy;

  return {
    async reserve({ address, account, knownDevice }: LoginAttempt): Promise<Reservation> {
      const pair = `${address}|${account}`;
      const blockedFor = await blockedSeconds(pair);
      if (blockedFor > 0) return { ok: false, retryAfter: blockedFor };

      const counters: Array<[string, number]> = [
        [`login:ip:${address}`, policy.perAddress],
        [`login:pair:${pair}`, policy.perPair],
      ];
      if (!knownDevice) {
        counters.push([`login:account:${account}`, policy.perAccountUnknownDevices]);
      }
      const taken: string[] = [];
      for (const [key, limit] of counters) {
        const verdict = await limiter.hit(key, limit, windowMs);
        taken.push(key);
        if (!verdict.allowed) {
          await Promise.all(taken.map((k) => limiter.release(k)));
          if (!key.startsWith("login:pair:")) return { ok: false, retryAfter: verdict.retryAfter };
          await startBlock(pair);
          return { ok: false, retryAfter: await blockedSeconds(pair) };
        }
      }
      return {
        ok: true,
        // Only failures count: a success gives its places back.
        succeeded: async () => {
          await Promise.all(taken.map((k) => limiter.release(k)));
          await limiter.reset(`login:block:${pair}`);
        },
      };
    },
  };

  /** Seconds left on the pair's block, 0 when none. The row keeps the strike count. */
  async function blockedSeconds(pair: string): Promise<number> {
    const row = await limiter.peek(`login:block:${pair}`);
    if (!row) return 0;
    const until = row.windowStart + blockMs(row.count, policy);
    return until > now() ? Math.ceil((until - now()) / 1000) : 0;
  }

  /**
   * Each block doubles the last, so a guesser's rate falls geometrically. Refusals
   * during one burst make one strike, not one each: strikes within a window coalesce.
   */
  async function startBlock(pair: string): Promise<void> {
    await limiter.strike(`login:block:${pair}`, windowMs);
  }
}

export function blockMs(strikes: number, policy: LoginPolicy = LOGIN_POLICY): number {
  return Math.min(policy.windowMs * 2 ** Math.max(0, strikes - 1), policy.maxBlockMs);
}
