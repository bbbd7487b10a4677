import { Link, redirect } from "react-router";
import type { Route } from "./+types/batch-classes";
import { BatchHeader } from "~/components/staff/batch-header";
import { batchPath } from "~/components/staff/batch-nav";
import { ClassWeek } from "~/components/staff/class-week";
import { DetailSection } from "~/components/staff/detail-layout";
import { NewClassForm } from "~/components/staff/new-class-form";
import { Notice } from "~/components/staff/notice";
import { Button } from "~/components/ui/button";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { newClassSchema } from "~/lib/class-forms";
import { plural } from "~/lib/format";
import { isDateKey, istDateKey, weekStartKey } from "~/lib/ist";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { createClasses, isClassId } from "~/server/classes.server";
import { parseForm } from "~/server/forms.server";
import { classWeek, newClassDefaults } from "~/server/staff/batch-classes.server";
import { batchPage } from "~/server/staff/batch-page.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, batch } = await batchPage(request, params.batchId);
  const url = new URL(request.url);
  const now = new Date();
  const today = istDateKey(now);
  const asked = url.searchParams.get("week");
  const monday = weekStartKey(isDateKey(asked) ? asked : today);
  const [week, defaults] = await Promise.all([
    classWeek(batch.id, monday, now),
    newClassDefaults(batch, user.name, now),
  ]);
  const created = Number(url.searchParams.get("created"));
  const held = url.searchParams.get("held");
  return {
    batch,
    monday,
    today,
    thisMonday: weekStartKey(today),
    ...week,
    defaults,
    done:
      held && isClassId(held)
        ? { text: "Recorded the class as held. Take its attendance now.", heldClassId: held }
        : Number.isInteger(created) && created > 0
          ? {
              text: `Scheduled ${plural(created, "class", "classes")}. Students see ${created === 1 ? "it" : "them"} in their schedule and calendar feed now.`,
              heldClassId: null,
            }
          : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user, batch } = await batchPage(request, params.batchId);
  const now = new Date();
  const form = await parseForm(request, newClassSchema(now));
  if (!form.ok) return form.response;
  const value = form.value;
  const result = await createClasses(user, batch.id, value, now);
  // The week of the first new class: where the trainer looks for what they just made.
  const week = weekStartKey(istDateKey(result.firstStartsAt));
  // An absolute path: a relative "?week=" would be resolved against the data request's URL
  // (…/classes.data) and land on a 404.
  const page = batchPath(batch.id, "classes");
  if (value.repeat === "once" && value.held)
    return redirect(`${page}?week=${week}&held=${encodeURIComponent(result.classId)}`);
  return redirect(`${page}?week=${week}&created=${result.count}`);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteFromMatches(matches), {
    title: `Classes · ${loaderData?.batch.name ?? "Batch"} · Staff console`,
    description: "Schedule, move and cancel a batch's classes; attendance and recordings.",
    path: "/staff/batches",
    noindex: true,
  });

export default function BatchClasses({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, monday, today, thisMonday, days, roster, defaults, done } = loaderData;
  return (
    <>
      <BatchHeader
        batch={batch}
        segment="classes"
        title="Classes"
        actions={
          <Button asChild variant="outline" className="xl:hidden">
            <a href="#schedule-classes">Schedule classes</a>
          </Button>
        }
      />
      {done ? (
        <Notice tone="success">
          {done.text}
          {done.heldClassId ? (
            <>
              {" "}
              <Link
                to={batchPath(batch.id, `classes/${encodeURIComponent(done.heldClassId)}/attendance`)}
                className="font-semibold underline"
              >
                Take attendance
              </Link>
            </>
          ) : null}
        </Notice>
      ) : null}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[3fr_2fr]">
        <ClassWeek
          batchId={batch.id}
          monday={monday}
          thisMonday={thisMonday}
          today={today}
          days={days}
          roster={roster}
        />
        <DetailSection
          id="schedule-classes"
          title="Schedule classes"
          description="One class (also one that already took place), or a weekly series. Times are India time (IST)."
        >
          <NewClassForm defaultValue={defaults} lastResult={actionData?.result} />
        </DetailSection>
      </div>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
