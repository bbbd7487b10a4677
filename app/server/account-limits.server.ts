import {
  countAttempt,
  forgiveAttempt,
  peekLimit,
  rateLimit,
  type RateLimitResult,
  type ThrottleRule,
} from "./rate-limit.server";

/*
 * Limits on the account forms (docs/decisions/122-login-and-reset-limits.md).
 * Nothing is counted per e-mail address alone: a stranger who knows a
 * student's address could otherwise spend that student's allowance and lock
 * them out. Guesses are counted per address *and* client (the pair) and per
 * client, before the password is checked, in one atomic statement each.
 */

const MINUTES = 60;
const HOUR = 60 * MINUTES;

export const LOGIN_RULES = {
  /** One client guessing one account: 3 free tries, then 1, 2, 4, ... s between tries; 10 per 15 min. */
  pair: { limit: 10, windowSeconds: 15 * MINUTES, freeAttempts: 3, maxDelaySeconds: 5 * MINUTES },
  /**
   * One client trying many accounts. Generous, because a college lab or a café
   * shares one address; successful sign-ins are given back, so only failures add up.
   */
  ip: { limit: 100, windowSeconds: 15 * MINUTES, freeAttempts: 50, maxDelaySeconds: 60 },
} satisfies Record<string, ThrottleRule>;

export const FORM_LIMITS = {
  signupPair: { limit: 5, windowSeconds: HOUR },
  /**
   * Every signup from one client. A college lab or a placement officer's
   * class shares one address, so this only stops a script
   * (docs/decisions/202-signup-limits-that-fit-a-classroom.md).
   */
  signupIp: { limit: 300, windowSeconds: HOUR },
  /** Failed or suspicious signups from one client: a weak password, an address that has an account. */
  signupIpFailures: { limit: 50, windowSeconds: HOUR },
  resetPair: { limit: 3, windowSeconds: HOUR },
  resetIp: { limit: 20, windowSeconds: HOUR },
  /**
   * Account e-mails strangers' requests may trigger to one address (reset links, "someone tried to
   * sign up", a change of address): what is left of 10 an hour once the owner's reset links
   * (one a quarter-hour, below) are kept aside.
   */
  mailPerAddress: { limit: 6, windowSeconds: HOUR },
  /** Reset links the owner asks for from a device they signed in on: always one a quarter-hour. */
  ownerResetMail: { limit: 1, windowSeconds: 15 * MINUTES },
} as const;

const norm = (email: string) => email.trim().toLowerCase();

export type AttemptGate = { ok: true; succeeded(): Promise<void> } | { ok: false; retryAfterSeconds: number };

/**
 * Counts a password guess before the password is checked. `scope` keeps
 * separate counts for the sign-in form and for the current-password checks
 * of a signed-in student (change of password or e-mail).
 */
export async function startPasswordAttempt(
  scope: "login" | "reauth",
  ip: string,
  account: string,
): Promise<AttemptGate> {
  const pairKey = `${scope}:pair:${norm(account)}|${ip}`;
  const ipKey = `${scope}:ip:${ip}`;
  const pair = await countAttempt(pairKey, LOGIN_RULES.pair);
  const byIp = await countAttempt(ipKey, LOGIN_RULES.ip);
  const refused = [pair, byIp].filter((r) => !r.allowed);
  if (refused.length > 0) {
    return { ok: false, retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)) };
  }
  return {
    ok: true,
    succeeded: () => forgiveAttempt(pairKey, ipKey, LOGIN_RULES.ip),
  };
}

/**
 * Signup and reset requests: per address+client and per client, every
 * request counts (for signup the per-client limit is a classroom's many
 * times over; its failures have their own, tighter limit below).
 */
export async function checkFormLimits(
  action: "signup" | "reset",
  ip: string,
  email: string,
): Promise<RateLimitResult | null> {
  const pairRule = FORM_LIMITS[`${action}Pair`];
  const ipRule = FORM_LIMITS[`${action}Ip`];
  const byPair = await rateLimit(
    `${action}:pair:${norm(email)}|${ip}`,
    pairRule.limit,
    pairRule.windowSeconds,
  );
  const byIp = await rateLimit(`${action}:ip:${ip}`, ipRule.limit, ipRule.windowSeconds);
  if (!byPair.allowed) return byPair;
  if (!byIp.allowed) return byIp;
  return null;
}

/**
 * Signup's per-client limit on what went wrong (a weak password, an address
 * that already has an account, a batch that is gone): read before the
 * signup, counted after it fails. A new account is never counted here.
 */
export function signupFailuresLimited(ip: string): Promise<RateLimitResult | null> {
  const rule = FORM_LIMITS.signupIpFailures;
  return peekLimit(`signup:failed:${ip}`, rule.limit, rule.windowSeconds).then((r) => (r.allowed ? null : r));
}

/** Counts a failed or suspicious signup against its client. */
export async function countSignupFailure(ip: string): Promise<void> {
  const rule = FORM_LIMITS.signupIpFailures;
  await rateLimit(`signup:failed:${ip}`, rule.limit, rule.windowSeconds);
}

/** true while visitors' requests may still make e-mails to this address this hour. */
export async function mayMailAddress(email: string): Promise<boolean> {
  const rule = FORM_LIMITS.mailPerAddress;
  return (await rateLimit(`mail:to:${norm(email)}`, rule.limit, rule.windowSeconds)).allowed;
}

/**
 * true when a reset link may go to this address now: the owner, asking from a
 * device they signed in on, gets one a quarter-hour that strangers cannot
 * spend; beyond it (and for everyone else) the shared allowance counts.
 */
export async function mayMailResetLink(email: string, fromOwnersDevice: boolean): Promise<boolean> {
  if (fromOwnersDevice) {
    const rule = FORM_LIMITS.ownerResetMail;
    if ((await rateLimit(`mail:owner:${norm(email)}`, rule.limit, rule.windowSeconds)).allowed) return true;
  }
  return mayMailAddress(email);
}

/** "Please wait 5 minutes and try again." / "… 40 seconds …" */
export function waitPhrase(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
