import type { ComponentProps } from "react";
import { useCn } from "./class-names";

/* Shared by Input, Textarea and NativeSelect. The slate-500 border keeps a 3:1 non-text contrast. */
export const fieldClasses = [
  "w-full min-w-0 rounded-lg border border-slate-500 bg-surface px-3 text-base text-ink shadow-xs",
  "placeholder:text-slate-500 transition-colors",
  "focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-500",
  "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600",
  "aria-invalid:border-red-700 aria-invalid:bg-red-50/40 aria-invalid:focus-visible:outline-red-600",
].join(" ");

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  const cn = useCn();
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        fieldClasses,
        "min-h-11 py-2",
        "file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-brand-800",
        className,
      )}
      {...props}
    />
  );
}
