import { data, redirect } from "react-router";
import type { Route } from "./+types/batch-announcements";
import { AnnouncementForm } from "~/components/staff/announcement-form";
import { BatchHeader } from "~/components/staff/batch-header";
import { batchPath } from "~/components/staff/batch-nav";
import { DetailColumns, DetailSection } from "~/components/staff/detail-layout";
import { Notice } from "~/components/staff/notice";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { announcementSchema } from "~/lib/class-forms";
import { formatDateTime, plural } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { listBatchAnnouncements, postAnnouncement } from "~/server/announcements.server";
import { rosterSize } from "~/server/attendance.server";
import { parseForm } from "~/server/forms.server";
import { batchPage } from "~/server/staff/batch-page.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { batch } = await batchPage(request, params.batchId);
  const [announcements, roster] = await Promise.all([listBatchAnnouncements(batch.id), rosterSize(batch.id)]);
  const emailed = new URL(request.url).searchParams.get("emailed");
  return {
    batch,
    announcements,
    roster,
    done:
      emailed !== null && /^\d+$/.test(emailed)
        ? `Posted. ${plural(Number(emailed), "e-mail")} queued for the batch's students.`
        : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user, batch } = await batchPage(request, params.batchId);
  const form = await parseForm(request, announcementSchema);
  if (!form.ok) return form.response;
  const result = await postAnnouncement(user, batch.id, form.value);
  if (!result.ok) throw data(null, { status: 404, statusText: "Not Found" });
  return redirect(`${batchPath(batch.id, "announcements")}?emailed=${result.emailed}`);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteFromMatches(matches), {
    title: `Announcements · ${loaderData?.batch.name ?? "Batch"} · Staff console`,
    description: "Post news to a batch: its students' dashboards and an e-mail to each.",
    path: "/staff/batches",
    noindex: true,
  });

export default function BatchAnnouncements({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, announcements, roster, done } = loaderData;
  return (
    <>
      <BatchHeader batch={batch} segment="announcements" title="Announcements" />
      {done ? <Notice tone="success">{done}</Notice> : null}
      <DetailColumns>
        <DetailSection title="New announcement">
          <AnnouncementForm lastResult={actionData?.result} roster={roster} />
        </DetailSection>
        <section aria-labelledby="posted-heading" className="grid content-start gap-3">
          <h2 id="posted-heading" className="text-lg font-bold">
            Posted ({announcements.length})
          </h2>
          {announcements.length === 0 ? (
            <p className="rounded-card border border-line bg-surface p-5 text-ink-muted">
              Nothing posted yet.
            </p>
          ) : (
            <ol className="grid gap-3">
              {announcements.map((a) => (
                <li key={a.id} className="rounded-card border border-line bg-surface p-4 shadow-card">
                  <h3 className="font-semibold text-ink">{a.title}</h3>
                  <p className="mt-2 text-sm whitespace-pre-line">{a.body}</p>
                  <p className="mt-2 text-xs text-ink-muted">
                    {a.authorName} · <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time> · read
                    by {plural(a.reads, "student")}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>
      </DetailColumns>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
