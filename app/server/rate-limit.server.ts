import { sql } from "drizzle-orm";
import { data } from "react-router";
import type { RequestInfo } from "./request-context.server";
import { queryRows } from "./db/client.server";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window rate limit stored in the database, so the limit is global
 * across every app instance. One atomic upsert per check.
 * key examples: `form:ip:1.2.3.4`, `login:account:a@b.c`.
 */
export async function rateLimit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const rows = await queryRows<{ count: number; window_start: string | Date }>(sql`
    insert into rate_limits (key, window_start, count)
    values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_start end
    returning count, window_start
  `);
  const count = Number(rows[0].count);
  const started = new Date(rows[0].window_start).getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((started + windowSeconds * 1000 - Date.now()) / 1000));
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds };
}

/**
 * The state of a fixed window without counting: allowed while fewer than
 * `limit` were counted in it (the caller counts with rateLimit() only when
 * the request turns out to matter, e.g. a failed signup).
 */
export async function peekLimit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const [row] = await queryRows<{ count: number; window_start: string | Date }>(sql`
    select count, window_start from rate_limits
     where key = ${key} and window_start >= now() - make_interval(secs => ${windowSeconds})`);
  if (!row) return { allowed: true, remaining: limit, retryAfterSeconds: 0 };
  const count = Number(row.count);
  const started = new Date(row.window_start).getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((started + windowSeconds * 1000 - Date.now()) / 1000));
  return { allowed: count < limit, remaining: Math.max(0, limit - count), retryAfterSeconds };
}

/**
 * A throttle for guessing (sign-in): each attempt is counted in the same
 * statement that decides whether it may run, so parallel attempts cannot
 * slip past the count. After `freeAttempts` in a window, every further
 * attempt makes the next wait 1, 2, 4, ... seconds (at most
 * `maxDelaySeconds`); `limit` attempts end the window's allowance.
 */
export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
  freeAttempts: number;
  maxDelaySeconds: number;
}

export async function countAttempt(key: string, rule: ThrottleRule): Promise<RateLimitResult> {
  const expired = sql`rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds})`;
  const rows = await queryRows<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count, blocked_until)
    values (${key}, now(), 1, null)
    on conflict (key) do update set
      count = case when ${expired} then 1 else rate_limits.count + 1 end,
      window_start = case when ${expired} then now() else rate_limits.window_start end,
      blocked_until = case
        when ${expired} or rate_limits.count + 1 <= ${rule.freeAttempts} then null
        else now() + make_interval(secs => least(${rule.maxDelaySeconds},
                                                 power(2, least(rate_limits.count - ${rule.freeAttempts}, 20))::int))
      end
    where ${expired}
       or ((rate_limits.blocked_until is null or rate_limits.blocked_until <= now())
           and rate_limits.count < ${rule.limit})
    returning count
  `);
  if (rows.length > 0) {
    return {
      allowed: true,
      remaining: Math.max(0, rule.limit - Number(rows[0].count)),
      retryAfterSeconds: 0,
    };
  }
  // Refused: say how long until the delay ends or the window does.
  const [state] = await queryRows<{ wait: number }>(sql`
    select ceil(extract(epoch from greatest(
             case when count >= ${rule.limit}
                  then window_start + make_interval(secs => ${rule.windowSeconds}) else now() end,
             coalesce(blocked_until, now())) - now()))::int as wait
      from rate_limits where key = ${key}`);
  return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Number(state?.wait ?? 1)) };
}

/** Gives back one attempt (a successful sign-in is not a guess); ends the delay when back under the free allowance. */
export async function refundAttempt(key: string, rule: Pick<ThrottleRule, "freeAttempts">) {
  await queryRows(sql`
    update rate_limits
       set count = greatest(count - 1, 0),
           blocked_until = case when count - 1 <= ${rule.freeAttempts} then null else blocked_until end
     where key = ${key}`);
}

/** A successful sign-in, in one round trip: the pair's attempts are forgotten and the client's given back. */
export async function forgiveAttempt(
  pairKey: string,
  clientKey: string,
  rule: Pick<ThrottleRule, "freeAttempts">,
) {
  await queryRows(sql`
    with forgotten as (delete from rate_limits where key = ${pairKey})
    update rate_limits
       set count = greatest(count - 1, 0),
           blocked_until = case when count - 1 <= ${rule.freeAttempts} then null else blocked_until end
     where key = ${clientKey}`);
}

/** Forgets every attempt under a key (the owner signed in from this address). */
export async function clearAttempts(key: string) {
  await queryRows(sql`delete from rate_limits where key = ${key}`);
}

/**
 * The one 429 answer (every rate-limited action uses it): data(body) with
 * status 429 and Retry-After. React Router passes an action's own headers on
 * only through a route's `headers` export, so the seconds also go on the
 * request's context, where server.ts sets Retry-After on the response: the
 * document and the `.data` answer both carry it, whatever the route exports.
 */
export function tooManyRequests<T>(
  context: Partial<Pick<RequestInfo, "retryAfterSeconds">> | undefined,
  limited: Pick<RateLimitResult, "retryAfterSeconds">,
  body: T,
) {
  const seconds = Math.max(1, Math.ceil(limited.retryAfterSeconds));
  if (context) context.retryAfterSeconds = seconds;
  return data(body, {
    status: 429,
    statusText: "Too Many Requests",
    headers: { "Retry-After": String(seconds) },
  });
}
