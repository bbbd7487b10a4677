import { createHash } from "node:crypto";
import type { Route } from "./+types/calendar-feed";
import { siteConfig } from "~/server/env.server";
import { batchCalendar, calendarForToken } from "~/server/portal/schedule.server";

/**
 * A student's private calendar feed (/calendar/<token>.ics): their active
 * batch's classes and exams, built from the database at every fetch, so changed
 * sessions reach subscribed calendars at their next refresh. The token is
 * the only credential (calendar apps cannot send cookies): 128 random bits.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const token = params.file.endsWith(".ics") ? params.file.slice(0, -4) : "";
  const feed = token ? await calendarForToken(token) : null;
  if (!feed)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const site = siteConfig();
  // Only an active enrolment puts classes in the feed (decision 12); otherwise it is empty.
  const body = await batchCalendar(feed.batchId, {
    siteUrl: site.siteUrl,
    brandName: site.brandName,
    reminders: true,
  });
  // DTSTAMP changes every second: tag the content without it, so unchanged feeds answer 304.
  const etag = `"${createHash("sha256")
    .update(body.replace(/^DTSTAMP:.*$/gm, ""))
    .digest("base64url")
    .slice(0, 27)}"`;
  const headers = {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": 'inline; filename="class-schedule.ics"',
    "Cache-Control": "private, no-cache",
    ETag: etag,
    "X-Robots-Tag": "noindex",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
