import { cn } from "~/components/ui/cn";

/** The student's initials in a circle (or their picture when they have one). */
export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join("");
  if (src) return <img src={src} alt="" className={cn("size-10 rounded-full object-cover", className)} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white select-none",
        className,
      )}
    >
      {initials || "?"}
    </span>
  );
}
