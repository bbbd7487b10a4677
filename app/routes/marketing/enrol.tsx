import { Briefcase, Info } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/enrol";
import { EnquiryForm } from "~/components/contact/enquiry-form";
import { PageBanner } from "~/components/contact/page-banner";
import { ThankYouPanel } from "~/components/contact/thank-you-panel";
import { useSite } from "~/components/layout/use-site";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { COURSE_TITLES, isCourseId } from "~/content/course-catalogue";
import { ENQUIRY_COPY, UNKNOWN_JOB_NOTICE } from "~/content/enquiry-page";
import { enquiryHeading, enquiryIntro } from "~/lib/enquiry-copy";
import { enquirySchema, leadKindForIntent, parseEnquiryIntent } from "~/lib/lead-forms";
import { sameSitePath } from "~/lib/public-form";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { getOpenJobOpening } from "~/server/jobs.server";
import { handleLeadForm, showsThankYou } from "~/server/lead-form-action.server";
import { createLead } from "~/server/leads.server";
import { issueFormToken } from "~/server/public-form-guard.server";
import { requestInfo } from "~/server/request-context.server";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const intent = parseEnquiryIntent(url.searchParams.get("intent"));
  const courseParam = url.searchParams.get("course");
  const jobParam = url.searchParams.get("job");
  const opening = jobParam ? await getOpenJobOpening(jobParam) : null;
  const job = opening && {
    id: opening.id,
    role: opening.role,
    company: opening.company,
    location: opening.location,
  };
  // The page that sent the visitor here (a course page, a job), kept with the lead.
  let sourcePage: string | null = null;
  try {
    const referer = new URL(request.headers.get("referer") ?? "");
    if (referer.origin === url.origin) sourcePage = sameSitePath(`${referer.pathname}${referer.search}`);
  } catch {
    // no or malformed Referer: the action falls back to /enrol
  }
  // After a post without JavaScript the page shows its thank-you state: no form, no token.
  const sent = showsThankYou(request);
  return {
    intent,
    course: isCourseId(courseParam) ? courseParam : null,
    job,
    jobMissing: Boolean(jobParam) && !job,
    sourcePage,
    sent,
    formToken: sent ? "" : issueFormToken(),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const intent = loaderData?.intent ?? "enrol";
  const subject = {
    course: loaderData?.course ? COURSE_TITLES[loaderData.course] : null,
    job: loaderData?.job ?? null,
  };
  return pageMeta(site, {
    title: enquiryHeading(intent, subject, site.brandName),
    description: enquiryIntro(intent),
    path: "/enrol",
  });
};

export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  return handleLeadForm(
    { request, context: info },
    {
      scope: "enquiry",
      schema: (formData) => enquirySchema(parseEnquiryIntent(formData.get("intent"))),
      store: async (value, meta) => {
        // Only a real, published opening is linked to the lead.
        const job = value.intent === "apply" && value.job ? await getOpenJobOpening(value.job) : null;
        return createLead({
          kind: leadKindForIntent(value.intent),
          name: value.name,
          email: value.email,
          phone: value.phone,
          course: value.course,
          message: value.message,
          intent: value.intent,
          jobId: job?.id,
          subject: job ? `${job.role} at ${job.company}` : null,
          ...meta,
        });
      },
    },
  );
}

export default function EnrolPage({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const { intent, course, job, jobMissing } = loaderData;
  const copy = ENQUIRY_COPY[intent];
  const subject = { course: course ? COURSE_TITLES[course] : null, job };
  const heading = enquiryHeading(intent, subject, site.brandName);
  const sent = actionData?.status === "success" || loaderData.sent;

  useEffect(() => {
    if (sent) toast.success(copy.successTitle, { description: copy.successBody });
  }, [sent, actionData, copy]);

  return (
    <>
      <PageBanner title={heading} intro={enquiryIntro(intent)} />
      <div className="container-page max-w-3xl py-12 sm:py-16">
        <section
          aria-labelledby={sent ? undefined : "your-details"}
          aria-label={sent ? copy.successTitle : undefined}
          className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8"
        >
          {sent ? (
            <ThankYouPanel title={copy.successTitle} body={copy.successBody}>
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                <Button asChild>
                  <Link to="/courses">Browse Courses</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/">Back to Home</Link>
                </Button>
              </div>
            </ThankYouPanel>
          ) : (
            <>
              {job ? (
                <p className="mb-6 flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-brand-900">
                  <Briefcase className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  <span>
                    You are applying for <strong>{job.role}</strong> at <strong>{job.company}</strong>,{" "}
                    {job.location}.
                  </span>
                </p>
              ) : null}
              {jobMissing ? (
                <p
                  role="status"
                  className="mb-6 flex items-start gap-3 rounded-lg bg-amber-50 p-4 text-amber-900"
                >
                  <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  <span>{UNKNOWN_JOB_NOTICE}</span>
                </p>
              ) : null}
              <h2 id="your-details" className="text-2xl font-bold">
                Your details
              </h2>
              <p className="mt-2 mb-6 text-sm text-ink-muted">
                Fields marked with an asterisk (*) are required.
              </p>
              <EnquiryForm
                // A new intent or course (another Enroll button) starts a fresh form.
                key={`${intent}:${course ?? ""}:${job?.id ?? ""}`}
                intent={intent}
                course={course}
                jobId={job?.id ?? null}
                copy={copy}
                token={loaderData.formToken}
                sourcePage={loaderData.sourcePage}
                lastResult={actionData?.status === "error" ? actionData.result : undefined}
              />
            </>
          )}
        </section>
        <p className="mt-6 text-center text-sm text-ink-muted">
          Prefer to talk? Call us on{" "}
          <a
            href={`tel:${site.phone.replace(/\s/g, "")}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {site.phone}
          </a>{" "}
          or{" "}
          <Link to="/contact" className="font-medium text-brand-700 hover:underline">
            send us a message
          </Link>
          .
        </p>
      </div>
    </>
  );
}
