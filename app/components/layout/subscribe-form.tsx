import { type FormEvent, useEffect, useRef, useState } from "react";
import { CollectionNotice } from "./collection-notice";
import { useFetcher } from "react-router";
import { FormGuardFields } from "~/components/contact/form-guard-fields";
import { useHydrated } from "~/components/layout/use-hydrated";
import { toast } from "~/components/ui/toast";
import { subscribeCopy } from "~/content/contact";
import { FIELD_LIMITS, FORM_MESSAGES } from "~/lib/form-messages";
import type { action as subscribeAction } from "~/routes/marketing/subscribe";

/**
 * Footer Subscribe block: stores a subscriber through /subscribe.
 * With JavaScript it stays on the page (a fetcher, a toast, the field
 * cleared); without it the browser posts to /subscribe, which shows the
 * result. The browser's e-mail check runs first; the server has the last word.
 * (Zod stays out of this component: it is on every page.)
 */
export function SubscribeForm() {
  const fetcher = useFetcher<typeof subscribeAction>({ key: "footer-subscribe" });
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [clientError, setClientError] = useState<string | null>(null);
  // A server error is shown until the person edits the field (SPEC.md: re-checked on change).
  const [serverErrorHidden, setServerErrorHidden] = useState(false);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.status === "success") {
      toast.success(subscribeCopy.toastTitle, { description: subscribeCopy.toastDescription });
      formRef.current?.reset();
    }
  }, [fetcher.state, fetcher.data]);

  const serverResult =
    fetcher.state === "idle" && fetcher.data?.status === "error" && !serverErrorHidden
      ? fetcher.data.result
      : null;
  const error = clientError ?? serverResult?.error?.email?.[0] ?? serverResult?.error?.[""]?.[0] ?? null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem("email") as HTMLInputElement;
    if (!input.value.trim() || !input.validity.valid) {
      event.preventDefault();
      setClientError(FORM_MESSAGES.email);
      input.focus();
      return;
    }
    setClientError(null);
    setServerErrorHidden(false);
  }

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/subscribe"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="mt-3"
    >
      <FormGuardFields />
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <label htmlFor="footer-subscribe-email" className="sr-only">
          Email address
        </label>
        <input
          id="footer-subscribe-email"
          type="email"
          name="email"
          required
          maxLength={FIELD_LIMITS.email}
          autoComplete="email"
          placeholder="Your email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "footer-subscribe-error" : undefined}
          onChange={() => {
            setClientError(null);
            setServerErrorHidden(true);
          }}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-600 bg-slate-800 px-3 text-white placeholder:text-slate-300 aria-invalid:border-red-400"
        />
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 shrink-0 rounded-lg bg-accent-700 px-4 font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
        >
          {busy ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <CollectionNotice kind="subscribe" tone="dark" className="mt-2" />
      {/* Always rendered, so that screen readers announce the message when it appears. */}
      <div role="alert">
        {error ? (
          <p id="footer-subscribe-error" className="mt-2 text-sm font-medium text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
