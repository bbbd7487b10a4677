import { Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/batches";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { StaffTable } from "~/components/staff/staff-table";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { BATCH_MODE_LABELS, BATCH_STATE_LABELS, courseTitleOf, formatBatchTimes } from "~/lib/catalogue";
import { formatDate } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { seatLabel } from "~/lib/seats";
import { requireStaff } from "~/server/auth.server";
import { listAllBatches } from "~/server/batches.server";
import { managedBatchIds, visibleBatchIds } from "~/server/staff/batch-access.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const [all, managed, visible] = await Promise.all([
    listAllBatches(),
    managedBatchIds(user),
    visibleBatchIds(user),
  ]);
  // Trainers see their own batches; administrators and admissions see every one.
  const batches = visible === "all" ? all : all.filter((b) => visible.includes(b.id));
  // A trainer's own batches say so (administrators manage every batch: no mark).
  return { batches, mine: managed === "all" ? [] : managed, canCreate: user.isAdmin };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Batches · Staff console",
    description: "Every batch with its start date, days and time, seats and state.",
    path: "/staff/batches",
    noindex: true,
  });

const STATE_VARIANT = { enrolling: "success", running: "info", completed: "secondary" } as const;

export default function BatchesAdmin({ loaderData }: Route.ComponentProps) {
  const { batches, mine, canCreate } = loaderData;
  return (
    <>
      <PageHeader
        title="Batches"
        description="Course pages list the enrolling and running batches with their seats; a full batch takes nobody new."
        actions={
          canCreate ? (
            <Button asChild>
              <Link to="/staff/batches/new">
                <Plus aria-hidden="true" />
                New batch
              </Link>
            </Button>
          ) : null
        }
      />
      <StaffTable
        caption="Batches, latest start first"
        columns={[
          { label: "Batch" },
          { label: "Starts", shownFrom: "sm" },
          { label: "Seats" },
          { label: "State", shownFrom: "md" },
        ]}
      >
        {batches.map((b) => (
          <tr key={b.id} className="align-top hover:bg-surface-muted">
            <td className="px-4 py-3">
              <Link to={`/staff/batches/${b.id}`} className="font-semibold text-brand-700 hover:underline">
                {b.name}
              </Link>
              {mine.includes(b.id) ? (
                <Badge variant="default" className="ml-2">
                  Your batch
                </Badge>
              ) : null}
              <span className="block text-ink-muted">
                {courseTitleOf(b.courseId)} · {BATCH_MODE_LABELS[b.mode]}
              </span>
              <span className="block text-xs text-ink-muted">{formatBatchTimes(b)}</span>
            </td>
            <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
              {formatDate(`${b.startDate}T12:00:00+05:30`)}
            </td>
            <td className="px-4 py-3 whitespace-nowrap">
              {b.taken}/{b.seats}
              <span className="block text-xs text-ink-muted">{seatLabel(b.seats, b.taken)}</span>
            </td>
            <td className="hidden px-4 py-3 md:table-cell">
              <Badge variant={STATE_VARIANT[b.state]}>{BATCH_STATE_LABELS[b.state]}</Badge>
            </td>
          </tr>
        ))}
      </StaffTable>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
