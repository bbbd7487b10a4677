import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { useCn } from "./class-names";

/*
 * Every text/background pair below is at least 4.5:1 (WCAG AA). No two classes set the same
 * property: public pages join class names without tailwind-merge (decision 193, badge in button.test.ts).
 */
export const badgeVariants = cva(
  "inline-flex w-fit items-center gap-1 rounded-full border font-semibold [&_svg]:size-3.5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "border-transparent bg-brand-100 text-brand-800",
        secondary: "border-transparent bg-slate-100 text-slate-800",
        success: "border-transparent bg-green-100 text-green-800",
        danger: "border-transparent bg-red-100 text-red-800",
        info: "border-transparent bg-sky-100 text-sky-900",
        warning: "border-transparent bg-amber-100 text-amber-900",
        outline: "border-slate-300 bg-surface text-ink",
      },
      size: {
        sm: "px-2.5 py-0.5 text-xs whitespace-nowrap",
        /** A course card's status over its picture. */
        md: "px-2.5 py-0.5 text-sm whitespace-nowrap",
        /** A course page's status. */
        lg: "px-4 py-2 text-base whitespace-nowrap",
        /** A sentence in a pill (it may wrap). */
        note: "px-4 py-1.5 text-center text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "sm" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, size, ...props }: BadgeProps) {
  const cn = useCn();
  return <span data-slot="badge" className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
