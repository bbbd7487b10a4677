import { Link } from "react-router";
import type { Route } from "./+types/courses";
import { Notice } from "~/components/staff/notice";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { StaffTable } from "~/components/staff/staff-table";
import { Badge } from "~/components/ui/badge";
import { courseTitleOf, formatWeeks, SALE_STATUS_LABELS } from "~/lib/catalogue";
import { formatInr } from "~/lib/format";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { listCourseRows } from "~/server/catalogue.server";
import { requireStaffAdmin } from "~/server/staff/team.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffAdmin(request);
  const done = new URL(request.url).searchParams.get("done");
  return { courses: await listCourseRows(), saved: done === "saved" };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Courses · Staff console",
    description: "The catalogue: each course's price, regular price, duration, level and sale status.",
    path: "/staff/courses",
    noindex: true,
  });

/** The catalogue (decision 13), for administrators: every page of the site reads these values. */
export default function CoursesAdmin({ loaderData }: Route.ComponentProps) {
  const { courses, saved } = loaderData;
  return (
    <>
      <PageHeader
        title="Courses"
        description="One value per fact: the home page, /courses, each course page, /paymentpage, the chat, the FAQ and search engines all show what is here. A change shows everywhere within a few seconds."
      />
      {saved ? <Notice tone="success">Saved: the site shows the new values now.</Notice> : null}
      <StaffTable
        caption="Courses in catalogue order"
        columns={[
          { label: "Course" },
          { label: "Price", alignRight: true },
          { label: "Regular price", shownFrom: "sm", alignRight: true },
          { label: "Duration", shownFrom: "md" },
          { label: "Level", shownFrom: "lg" },
          { label: "Status" },
          { label: "Certificate", shownFrom: "md" },
        ]}
      >
        {courses.map((c) => (
          <tr key={c.id} className="align-top hover:bg-surface-muted">
            <td className="px-4 py-3">
              <Link to={`/staff/courses/${c.id}`} className="font-semibold text-brand-700 hover:underline">
                {courseTitleOf(c.id)}
              </Link>
            </td>
            <td className="px-4 py-3 text-right whitespace-nowrap">{formatInr(c.priceRupees)}</td>
            <td className="hidden px-4 py-3 text-right whitespace-nowrap sm:table-cell">
              {formatInr(c.regularPriceRupees)}
            </td>
            <td className="hidden px-4 py-3 whitespace-nowrap md:table-cell">
              {formatWeeks(c.durationWeeks)}
            </td>
            <td className="hidden px-4 py-3 lg:table-cell">{c.level}</td>
            <td className="px-4 py-3">
              <Badge variant={c.saleStatus === "on_sale" ? "success" : "secondary"}>
                {SALE_STATUS_LABELS[c.saleStatus]}
              </Badge>
            </td>
            <td className="hidden px-4 py-3 md:table-cell">
              {c.certificateAttendancePercent}% attendance, final exam
            </td>
          </tr>
        ))}
      </StaffTable>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
