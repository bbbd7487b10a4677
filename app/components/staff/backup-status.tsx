import { CircleAlert, DatabaseBackup } from "lucide-react";
import { cn } from "~/components/ui/cn";
import { formatDateTime } from "~/lib/format";

export type BackupLine =
  | { engine: "postgres" }
  | {
      engine: "pglite";
      last?: { at: string; bytes: number };
      failure?: { at: string; message: string };
      next?: string;
      attention: boolean;
    };

/** "Last backup: …" on the staff overview; a failed or a two-day-old backup stands out. */
export function BackupStatusLine({ status }: { status: BackupLine }) {
  if (status.engine === "postgres") {
    return (
      <p className="mt-6 flex items-start gap-2 text-sm text-ink-muted">
        <DatabaseBackup aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Last backup: the PostgreSQL database is backed up with pg_dump by whoever runs it (README, Backups).
      </p>
    );
  }
  const { last, failure, next, attention } = status;
  const Icon = attention ? CircleAlert : DatabaseBackup;
  return (
    <div
      role={attention ? "alert" : undefined}
      className={cn(
        "mt-6 flex items-start gap-2 rounded-lg border px-4 py-3 text-sm",
        attention ? "border-red-300 bg-red-50 text-red-900" : "border-line bg-surface text-ink-muted",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">Last backup: </span>
        {last ? `${formatDateTime(last.at)} IST (${(last.bytes / 1_048_576).toFixed(1)} MB)` : "none yet"}
        {failure ? `. The backup at ${formatDateTime(failure.at)} IST failed: ${failure.message}` : ""}
        {attention && !failure ? ". No backup for over two days: check the server's log and BACKUP_DIR" : ""}
        {next ? `. Next: ${formatDateTime(next)} IST` : ""}.
      </p>
    </div>
  );
}
