import { Form, useNavigation } from "react-router";
import { DemoMailLink } from "~/components/mail/demo-mail-link";

/**
 * For a signed-in student whose address is not confirmed yet: the portal
 * works, and this asks once more. In a demo without e-mail it also leads to
 * the message itself (docs/decisions/203).
 */
export function VerifyEmailBanner({ email, demoMail = false }: { email: string; demoMail?: boolean }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/verify-email");
  return (
    <div role="note" aria-label="Confirm your e-mail" className="border-b border-sky-200 bg-sky-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm text-sky-950 sm:px-6 lg:px-8">
        <p className="flex-1 basis-64">
          <strong className="font-bold">Please confirm your e-mail address.</strong> We sent a link to{" "}
          <strong className="break-all">{email}</strong>. A payment made with this address joins your account
          once you confirm it.
          {demoMail ? (
            <>
              {" "}
              <DemoMailLink className="font-semibold underline underline-offset-2" />
            </>
          ) : null}
        </p>
        <Form method="post" action="/verify-email">
          <input type="hidden" name="intent" value="resend" />
          <button
            type="submit"
            disabled={sending}
            className="inline-flex min-h-10 items-center rounded-lg border border-sky-900 px-4 font-semibold text-sky-950 hover:bg-sky-100 disabled:opacity-60"
          >
            {sending ? "Sending..." : "Send the link again"}
          </button>
        </Form>
      </div>
    </div>
  );
}
