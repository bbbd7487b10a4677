import { data, redirect } from "react-router";
import type { Route } from "./+types/course";
import { CertificateRuleForm } from "~/components/staff/certificate-rule-form";
import { CourseForm } from "~/components/staff/course-form";
import { DetailColumns, DetailStack, DetailSection, HistoryCard } from "~/components/staff/detail-layout";
import { Notice } from "~/components/staff/notice";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { courseTitleOf } from "~/lib/catalogue";
import { courseSchema } from "~/lib/catalogue-forms";
import { certificateRuleSchema } from "~/lib/certificate-forms";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { getCourseRow, updateCertificateRule, updateCourse } from "~/server/catalogue.server";
import { idFromUrl } from "~/server/db/ids.server";
import { parseForm } from "~/server/forms.server";
import { auditTrail } from "~/server/staff/audit.server";
import { requireStaffAdmin } from "~/server/staff/team.server";

const DONE = {
  saved: "Saved: the site shows the new values now.",
  unchanged: "Nothing had changed.",
} as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffAdmin(request);
  const id = idFromUrl(params.courseId);
  const course = await getCourseRow(id);
  if (!course) throw data(null, { status: 404, statusText: "Not Found" });
  const done = new URL(request.url).searchParams.get("done");
  return {
    course,
    audit: await auditTrail("course", id),
    done: done === "saved" || done === "unchanged" ? DONE[done] : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaffAdmin(request);
  // Two forms: the course's facts, and its certificate rule (intent "certificate").
  const form = await parseForm(request, (formData) =>
    formData.get("intent") === "certificate" ? certificateRuleSchema : courseSchema,
  );
  if (!form.ok) return form.response;
  const value = form.value;
  const id = idFromUrl(params.courseId);
  const result =
    "intent" in value ? await updateCertificateRule(user, id, value) : await updateCourse(user, id, value);
  if (!result.ok) throw data(null, { status: 404, statusText: "Not Found" });
  return redirect(`/staff/courses/${params.courseId}?done=${result.changed.length ? "saved" : "unchanged"}`);
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(siteFromMatches(matches), {
    title: `${courseTitleOf(params.courseId)} · Courses · Staff console`,
    description: "Edit a course's price, regular price, duration, level, sale status and summary.",
    path: `/staff/courses/${params.courseId}`,
    noindex: true,
  });

export default function CourseAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { course, audit, done } = loaderData;
  return (
    <>
      <PageHeader
        back={{ to: "/staff/courses", label: "All courses" }}
        title={courseTitleOf(course.id)}
        description={
          <>
            Its words (curriculum, skills) are content; these facts are the catalogue&apos;s.{" "}
            <a href={`/courses/${course.id}`} className="font-semibold text-brand-700 hover:underline">
              See the course page
            </a>
          </>
        }
      />
      {done ? <Notice tone="success">{done}</Notice> : null}
      <DetailColumns narrowAside>
        <DetailSection title="Facts">
          <CourseForm
            key={course.updatedAt.toString()}
            defaultValue={{
              priceRupees: String(course.priceRupees),
              regularPriceRupees: String(course.regularPriceRupees),
              durationWeeks: String(course.durationWeeks),
              level: course.level,
              saleStatus: course.saleStatus,
              summary: course.summary,
            }}
            lastResult={actionData?.result.initialValue?.intent === "certificate" ? null : actionData?.result}
          />
        </DetailSection>
        <DetailStack>
          <DetailSection
            title="Certificate rule"
            id="certificate-rule"
            description="What a student of this course needs for a certificate, and who signs it. Applies to certificates issued from now on."
          >
            <CertificateRuleForm
              key={`rule-${course.updatedAt.toString()}`}
              defaultValue={{
                certificateAttendancePercent: String(course.certificateAttendancePercent),
                certificateSignatoryName: course.certificateSignatoryName,
                certificateSignatoryTitle: course.certificateSignatoryTitle,
              }}
              lastResult={
                actionData?.result.initialValue?.intent === "certificate" ? actionData.result : null
              }
            />
          </DetailSection>
          <HistoryCard entries={audit} empty="No changes yet (the seeded values)." />
        </DetailStack>
      </DetailColumns>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
