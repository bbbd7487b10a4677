import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

/**
 * An inline message after an action: success ("Reply sent") or a problem
 * ("Already answered by ..."). Shown in the page, so it works without
 * JavaScript; role status/alert so screen readers announce it.
 */
export function Notice({
  tone,
  children,
  className,
}: {
  tone: "success" | "error";
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === "success" ? "status" : "alert"}
      className={cn(
        "mb-6 flex items-start gap-2 rounded-lg border px-4 py-3 text-sm font-medium",
        tone === "success"
          ? "border-green-300 bg-green-50 text-green-900"
          : "border-red-300 bg-red-50 text-red-900",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
