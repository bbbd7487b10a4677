import { CheckCircle2, Hourglass, MessageCircleQuestion, MessagesSquare } from "lucide-react";
import { type FormEvent, useEffect } from "react";
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
import type { FormResult } from "~/components/ui/form-field";
import { toast } from "~/components/ui/toast";
import { DOUBT_SUBMITTED, type DoubtInput, doubtSchema, MISSING_INFORMATION } from "~/lib/portal-forms";
import { doubtStats } from "~/lib/portal-stats";
import type { PortalDoubt } from "~/lib/portal-types";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStudent } from "~/server/auth.server";
import { flashCookie } from "~/server/flash.server";
import { portalContext } from "~/server/portal/context.server";
import { createDoubt, listDoubts } from "~/server/portal/doubts.server";
import { parseForm } from "~/server/forms.server";
import { rateLimit, tooManyRequests } from "~/server/rate-limit.server";
import { checkImageUpload } from "~/server/uploads.server";
import { requestInfo } from "~/server/request-context.server";

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

export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  const user = await requireStudent(request);
  const form = await parseForm(request, doubtSchema);
  const limited = await rateLimit(`doubt:user:${user.id}`, 20, 60 * 60);
  if (!limited.allowed) {
    return tooManyRequests(info, limited, {
      result: form.ok ? form.reply() : form.result,
      message: {
        title: "Too many doubts",
        description: "You have asked 20 doubts in the last hour. Please wait a little before asking more.",
      },
    });
  }
  if (!form.ok) {
    const errors = form.result.error ?? {};
    const missing = [errors.title, errors.description].some(
      (e) => e?.[0] === MISSING_INFORMATION.description,
    );
    return data(
      { result: form.result, message: missing ? { ...MISSING_INFORMATION } : undefined },
      { status: 400 },
    );
  }
  // The browser's claim was checked by the schema; now the bytes themselves.
  const image = await checkImageUpload(form.value.image ?? null);
  if (image && !image.ok) {
    return data(
      { result: form.reply({ fieldErrors: { image: [image.message] } }), message: undefined },
      { status: 400 },
    );
  }
  await createDoubt(
    user.id,
    form.value,
    image?.ok
      ? { filename: form.value.image?.name || "image", contentType: image.contentType, bytes: image.bytes }
      : null,
  );
  return redirect("/dashboard/doubts", {
    headers: { "Set-Cookie": flashCookie({ kind: "success", ...DOUBT_SUBMITTED }) },
  });
}

export default function DoubtsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { demo } = usePortal();
  const demoStore = useDemoStore();
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const asking = params.get("ask") === "1";
  const doubts: PortalDoubt[] = demo ? [...demoStore.addedDoubts, ...loaderData.doubts] : loaderData.doubts;
  const stats = doubtStats(doubts);
  const submitting =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/dashboard/doubts") === true;

  useEffect(() => {
    const message = actionData && "message" in actionData ? actionData.message : undefined;
    if (message) toast.error(message.title, { description: message.description });
  }, [actionData]);

  function close() {
    setParams({}, { replace: true, preventScrollReset: true });
  }

  function onValid(event: FormEvent<HTMLFormElement>, doubt: DoubtInput) {
    if (!demo) return; // a signed-in student's doubt goes to the server
    // Demo: the doubt lives in this tab only (SPEC.md: a new doubt's id is the list length plus one).
    event.preventDefault();
    const image = doubt.image && doubt.image.size > 0 ? doubt.image : null;
    demoStore.addDoubt({
      id: `demo-${doubts.length + 1}`,
      title: doubt.title,
      description: doubt.description,
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

      <AskDoubt
        asking={asking}
        lastResult={actionData?.result}
        submitting={submitting}
        onValid={onValid}
        close={close}
      />

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

/**
 * "Ask a Doubt": the form on the page without JavaScript (a link to `?ask=1` shows it), a dialog
 * once the page is hydrated. The only part of the page that reads useHydrated, so the end of
 * hydration re-renders this and not the list of doubts (docs/decisions/219-hydration-switches-stay-small.md).
 */
function AskDoubt({
  asking,
  lastResult,
  submitting,
  onValid,
  close,
}: {
  asking: boolean;
  lastResult: FormResult | undefined;
  submitting: boolean;
  onValid: (event: FormEvent<HTMLFormElement>, doubt: DoubtInput) => void;
  close: () => void;
}) {
  const hydrated = useHydrated();
  const form = (
    <DoubtForm
      lastResult={lastResult}
      submitting={submitting}
      onValid={onValid}
      onCancel={hydrated ? close : undefined}
    />
  );
  return (
    <>
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
    </>
  );
}
