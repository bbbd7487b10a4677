import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn";

/* Every text/background pair below is at least 4.5:1 (WCAG AA). */
export const badgeVariants = cva(
  "inline-flex w-fit items-center gap-1 rounded-full border border-transparent px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-100 text-brand-800",
        secondary: "bg-slate-100 text-slate-800",
        success: "bg-green-100 text-green-800",
        danger: "bg-red-100 text-red-800",
        info: "bg-sky-100 text-sky-900",
        warning: "bg-amber-100 text-amber-900",
        outline: "border-slate-300 bg-surface text-ink",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
