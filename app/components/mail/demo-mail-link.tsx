import { Link } from "react-router";

/** The words of the link to the message a demo would have sent (docs/decisions/203). */
export const DEMO_MAIL_LINK = "See the e-mail we would have sent";

/** "See the e-mail we would have sent", for pages that mention an e-mail to the signed-in person. */
export function DemoMailLink({ className }: { className?: string }) {
  return (
    <Link
      to="/demo-mail"
      className={className ?? "font-semibold text-brand-700 underline underline-offset-2"}
    >
      {DEMO_MAIL_LINK}
    </Link>
  );
}
