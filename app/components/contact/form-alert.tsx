import { AlertCircle } from "lucide-react";

/** A form-level problem (rate limit, size limit) above the fields; announced when it appears. */
export function FormAlert({ id, errors }: { id: string; errors?: string[] }) {
  const text = errors?.filter(Boolean).join(" ");
  return (
    <div id={id} role="alert" className="empty:hidden">
      {text ? (
        <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {text}
        </p>
      ) : null}
    </div>
  );
}
