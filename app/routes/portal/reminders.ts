import type { Route } from "./+types/reminders";
import { siteConfig } from "~/server/env.server";
import { portalContext } from "~/server/portal/context.server";
import { batchCalendar } from "~/server/portal/schedule.server";

/**
 * "Set Reminders": the batch's upcoming classes and exams as an .ics file
 * with a reminder 15 minutes before each. Signed out, the demo batch's.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { activeBatchId: batchId } = await portalContext(request);
  const site = siteConfig();
  const body = await batchCalendar(batchId, {
    siteUrl: site.siteUrl,
    brandName: site.brandName,
    reminders: true,
    upcomingOnly: true,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="class-reminders.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
