import { CheckCircle2, Hourglass, MessageCircleQuestion, MessagesSquare } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { data, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/doubts";
import { useHydrated } from "~/components/layout/use-hydrated";
import { useDemoStore } from "~/components/portal/demo-store";
import { DoubtCard } from "~/components/portal/doubt-card";
import { DoubtForm } from "~/components/portal/doubt-form";
import { PageHeading } from "~/components/portal/section-card";
import { StatTile } from "~/components/portal/stat-tile";
import { usePortal } from "~/components/portal/use-portal";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { fieldErrorsOf, type FieldErrors } from "~/lib/form-errors";
import {
  DOUBT_SUBMITTED,
  doubtSchema,
  IMAGE_TOO_LARGE,
  imageFileProblem,
  MISSING_INFORMATION,
} from "~/lib/portal-forms";
import { doubtStats } from "~/lib/portal-stats";
import type { PortalDoubt } from "~/lib/portal-types";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStudent } from "~/server/auth.server";
import { flashCookie } from "~/server/flash.server";
import { portalContext } from "~/server/portal/context.server";
import { createDoubt, listDoubts } from "~/server/portal/doubts.server";
import { rateLimit } from "~/server/rate-limit.server";
import { checkImageUpload } from "~/server/uploads.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Doubts | Student Portal",
    description: "Ask your trainers a question, with a screenshot if it helps, and read their answers.",
    path: "/dashboard/doubts",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await portalContext(request);
  return { doubts: await listDoubts(viewer.userId) };
}

export { skipWhenOnlyQueryChanges as shouldRevalidate } from "~/components/portal/revalidate";

interface DoubtActionData {
  fieldErrors: FieldErrors;
  values: Record<string, string>;
  message?: { title: string; description: string };
}

/** Room for a 2 MB image plus the form's text and multipart overhead. */
const MAX_BODY_BYTES = 2 * 1024 * 1024 + 64 * 1024;

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStudent(request);
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return data<DoubtActionData>({ fieldErrors: { image: IMAGE_TOO_LARGE }, values: {} }, { status: 413 });
  }
  const limited = await rateLimit(`doubt:user:${user.id}`, 20, 60 * 60);
  if (!limited.allowed) {
    return data<DoubtActionData>(
      {
        fieldErrors: {},
        values: {},
        message: {
          title: "Too many doubts",
          description: "You have asked 20 doubts in the last hour. Please wait a little before asking more.",
        },
      },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  const form = await request.formData();
  const values = {
    title: String(form.get("title") ?? ""),
    description: String(form.get("description") ?? ""),
  };
  const parsed = doubtSchema.safeParse(values);
  const image = await checkImageUpload(form.get("image"));
  const fieldErrors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (image && !image.ok) fieldErrors.image = image.message;
  if (!parsed.success || (image && !image.ok)) {
    const missing =
      fieldErrors.title === MISSING_INFORMATION.description ||
      fieldErrors.description === MISSING_INFORMATION.description;
    return data<DoubtActionData>(
      { fieldErrors, values, message: missing ? { ...MISSING_INFORMATION } : undefined },
      { status: 400 },
    );
  }
  const file = form.get("image");
  await createDoubt(
    user.id,
    parsed.data,
    image?.ok
      ? {
          filename: file instanceof File ? file.name : "image",
          contentType: image.contentType,
          bytes: image.bytes,
        }
      : null,
  );
  return redirect("/dashboard/doubts", {
    headers: { "Set-Cookie": flashCookie({ kind: "success", ...DOUBT_SUBMITTED }) },
  });
}

export default function DoubtsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { demo } = usePortal();
  const demoStore = useDemoStore();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const result = actionData as DoubtActionData | undefined;
  const errors = clientErrors ?? result?.fieldErrors ?? {};
  const asking = params.get("ask") === "1";
  const doubts: PortalDoubt[] = demo ? [...demoStore.addedDoubts, ...loaderData.doubts] : loaderData.doubts;
  const stats = doubtStats(doubts);
  const submitting =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/dashboard/doubts") === true;

  useEffect(() => {
    setClientErrors(null);
    if (result?.message) toast.error(result.message.title, { description: result.message.description });
  }, [result]);

  function close() {
    setClientErrors(null);
    setParams({}, { replace: true, preventScrollReset: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = doubtSchema.safeParse({ title: form.get("title"), description: form.get("description") });
    const file = form.get("image");
    const imageProblem = imageFileProblem(file instanceof File ? file : null);
    const found: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (imageProblem) found.image = imageProblem;
    if (!parsed.success || imageProblem) {
      event.preventDefault();
      setClientErrors(found);
      if (!parsed.success)
        toast.error(MISSING_INFORMATION.title, { description: MISSING_INFORMATION.description });
      return;
    }
    setClientErrors(null);
    if (!demo) return; // a signed-in student's doubt goes to the server
    // Demo: the doubt lives in this tab only (SPEC.md: a new doubt's id is the list length plus one).
    event.preventDefault();
    const image = file instanceof File && file.size > 0 ? file : null;
    demoStore.addDoubt({
      id: `demo-${doubts.length + 1}`,
      title: parsed.data.title,
      description: parsed.data.description,
      status: "open",
      reply: null,
      repliedBy: null,
      repliedAt: null,
      createdAt: new Date().toISOString(),
      attachment: image ? { url: URL.createObjectURL(image), filename: image.name } : null,
    });
    toast.success(DOUBT_SUBMITTED.title, { description: DOUBT_SUBMITTED.description });
    close();
  }

  const form = (
    <DoubtForm
      errors={errors}
      values={result?.values}
      submitting={submitting}
      onSubmit={onSubmit}
      onCancel={hydrated ? close : undefined}
    />
  );

  return (
    <>
      <PageHeading title="Doubts" description="Stuck on something? Ask your trainers: they answer here.">
        <Button asChild>
          <Link to="?ask=1" replace preventScrollReset>
            <MessageCircleQuestion aria-hidden="true" />
            Ask a Doubt
          </Link>
        </Button>
      </PageHeading>

      <div className="mb-6 grid grid-cols-3 gap-3 sm:gap-4">
        <StatTile label="Total" value={stats.total} icon={MessagesSquare} tone="brand" />
        <StatTile label="Resolved" value={stats.resolved} icon={CheckCircle2} tone="green" />
        <StatTile label="Pending" value={stats.pending} icon={Hourglass} tone="amber" />
      </div>

      {asking && !hydrated ? (
        <section
          aria-labelledby="ask-heading"
          className="mb-6 rounded-card border border-brand-200 bg-surface p-5 shadow-card"
        >
          <h2 id="ask-heading" className="mb-4 text-lg font-bold">
            Ask a Doubt
          </h2>
          {form}
        </section>
      ) : null}

      <Dialog open={asking && hydrated} onOpenChange={(open) => (open ? undefined : close())}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Ask a Doubt</DialogTitle>
            <DialogDescription>
              Describe what you are stuck on. A screenshot of the error often helps.
            </DialogDescription>
          </DialogHeader>
          {form}
        </DialogContent>
      </Dialog>

      {doubts.length === 0 ? (
        <div className="rounded-card border border-dashed border-slate-300 bg-surface p-10 text-center">
          <h2 className="text-lg font-bold">No doubts yet</h2>
          <p className="mt-1 text-ink-muted">
            When something in class is unclear, ask here: your trainers reply within the portal.
          </p>
        </div>
      ) : (
        <ul className="grid gap-4" aria-label="Your doubts">
          {doubts.map((d) => (
            <li key={d.id}>
              <DoubtCard doubt={d} link={!d.id.startsWith("demo-")} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
