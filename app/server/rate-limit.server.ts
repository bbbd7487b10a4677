import { sql } from "drizzle-orm";
import { type AppLoadContext, data } from "react-router";
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
 * The one 429 answer (every rate-limited action uses it): data(body) with
 * status 429 and Retry-After. React Router passes an action's own headers on
 * only through a route's `headers` export, so the seconds also go on the
 * request's context, where server.ts sets Retry-After on the response: the
 * document and the `.data` answer both carry it, whatever the route exports.
 */
export function tooManyRequests<T>(
  context: Partial<Pick<AppLoadContext, "retryAfterSeconds">> | undefined,
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
