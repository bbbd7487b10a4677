import { collectionNotices, type CollectionNoticeKind } from "~/content/privacy-notices";
import { cx } from "~/components/ui/class-names";

/** One line under a form: what it collects, why, and a link to the privacy page (DPDP Act). */
export function CollectionNotice({
  kind,
  className,
  tone = "light",
}: {
  kind: CollectionNoticeKind;
  className?: string;
  tone?: "light" | "dark";
}) {
  return (
    <p className={cx("text-xs", tone === "dark" ? "text-slate-300" : "text-ink-muted", className)}>
      {collectionNotices[kind]}{" "}
      <a href="/privacy" className="underline underline-offset-2">
        Privacy policy
      </a>
    </p>
  );
}
