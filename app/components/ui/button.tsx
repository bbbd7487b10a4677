import type { ComponentProps } from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn";

export const buttonVariants = cva(
  [
    "inline-flex items-center justify-center gap-2 rounded-lg border border-transparent text-center font-semibold",
    "transition-colors select-none cursor-pointer",
    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
    "[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
    // Grey "Coming Soon" state: real disabled buttons and aria-disabled links.
    "disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-200 disabled:text-slate-600 disabled:shadow-none",
    "aria-disabled:pointer-events-none aria-disabled:border-slate-200 aria-disabled:bg-slate-200 aria-disabled:text-slate-600 aria-disabled:shadow-none",
  ],
  {
    variants: {
      variant: {
        primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800",
        // White on accent-600 is only 3.6:1, so the filled accent uses 700 (5.2:1).
        accent: "bg-accent-700 text-white shadow-sm hover:bg-orange-800 active:bg-orange-900",
        outline:
          "border-slate-300 bg-surface text-ink hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800",
        ghost: "text-ink hover:bg-slate-100",
        secondary: "bg-brand-50 text-brand-800 hover:bg-brand-100",
        destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
        link: "text-brand-700 underline-offset-4 hover:underline disabled:border-transparent disabled:bg-transparent disabled:text-slate-500 aria-disabled:border-transparent aria-disabled:bg-transparent aria-disabled:text-slate-500",
      },
      size: {
        sm: "min-h-9 px-3 py-1.5 text-sm",
        md: "min-h-11 px-5 py-2 text-base",
        lg: "min-h-12 px-7 py-2.5 text-lg [&_svg]:size-5",
        icon: "size-11 p-0 [&_svg]:size-5",
      },
    },
    compoundVariants: [{ variant: "link", className: "min-h-0 px-0 py-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a `<Link>`) with button styling instead of a `<button>`. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
