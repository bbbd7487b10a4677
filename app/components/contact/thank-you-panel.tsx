import { CheckCircle2 } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * Replaces a form after a successful send. Focus moves to the heading so
 * screen-reader and keyboard users land on the confirmation. The "again"
 * link reloads the page's form (a plain link: works without JavaScript).
 */
export function ThankYouPanel({
  title,
  body,
  again,
  children,
}: {
  title: string;
  body: string;
  again?: { label: string; to: string };
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center py-8 text-center"
      data-testid="thank-you-panel"
    >
      <CheckCircle2 className="size-14 text-green-700" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold outline-none">
        {title}
      </h2>
      <p className="mt-3 max-w-md text-ink-muted">{body}</p>
      {children}
      {again ? (
        <Button asChild variant="outline" className="mt-6">
          <Link to={again.to} preventScrollReset state={{ again: true }}>
            {again.label}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
