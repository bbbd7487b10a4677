import type { ComponentProps } from "react";
import { useCn } from "./class-names";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  const cn = useCn();
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-lg bg-slate-200", className)}
      {...props}
    />
  );
}
