import type { Mail } from "lucide-react";
import type { ReactNode } from "react";

/** One labelled detail of the profile card (e-mail, phone, course, join date). */
export function ProfileDetail({
  icon: Icon,
  label,
  children,
  wide = false,
}: {
  icon: typeof Mail;
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`min-w-0 rounded-xl bg-surface-muted p-3 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="flex items-center gap-2 text-sm text-ink-muted">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-7 font-semibold [overflow-wrap:anywhere] text-ink">{children}</dd>
    </div>
  );
}
