import type { ComponentProps } from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { useCn } from "./class-names";

// Grey "Coming Soon" state: real disabled buttons and aria-disabled links.
const greyWhenDisabled =
  "disabled:border-slate-200 disabled:bg-slate-200 disabled:text-slate-600 disabled:shadow-none aria-disabled:border-slate-200 aria-disabled:bg-slate-200 aria-disabled:text-slate-600 aria-disabled:shadow-none";
/** Every variant but `link`: the ones with a box (height, padding). */
export const SOLID_BUTTON_VARIANTS = [
  "primary",
  "accent",
  "outline",
  "ghost",
  "secondary",
  "destructive",
  "white",
  "whiteOutline",
] as const;

/*
 * No two classes of one button set the same property (decision 193): public pages join class names
 * without tailwind-merge, so a variant never overrides the base, it completes it
 * (button.test.ts checks every combination).
 */
export const buttonVariants = cva(
  [
    "inline-flex items-center justify-center gap-2 rounded-lg border text-center font-semibold",
    "transition-colors select-none cursor-pointer disabled:cursor-not-allowed aria-disabled:pointer-events-none",
    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        primary: `border-transparent bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800 ${greyWhenDisabled}`,
        // White on accent-600 is only 3.6:1, so the filled accent uses 700 (5.2:1).
        accent: `border-transparent bg-accent-700 text-white shadow-sm hover:bg-orange-800 active:bg-orange-900 ${greyWhenDisabled}`,
        outline: `border-slate-300 bg-surface text-ink hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800 ${greyWhenDisabled}`,
        ghost: `border-transparent text-ink hover:bg-slate-100 ${greyWhenDisabled}`,
        secondary: `border-transparent bg-brand-50 text-brand-800 hover:bg-brand-100 ${greyWhenDisabled}`,
        destructive: `border-transparent bg-red-700 text-white shadow-sm hover:bg-red-800 ${greyWhenDisabled}`,
        // On the dark brand gradient (marketing/on-brand-button.tsx): the main action, white...
        white: `border-white bg-white text-brand-900 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800 ${greyWhenDisabled}`,
        // ...and a second action, a white outline.
        whiteOutline: `border-white bg-transparent text-white hover:border-brand-600 hover:bg-white/10 hover:text-white ${greyWhenDisabled}`,
        link: "min-h-0 border-transparent p-0 text-brand-700 underline-offset-4 hover:underline disabled:border-transparent disabled:bg-transparent disabled:text-slate-500 disabled:shadow-none aria-disabled:border-transparent aria-disabled:bg-transparent aria-disabled:text-slate-500 aria-disabled:shadow-none",
      },
      size: {
        sm: "text-sm [&_svg]:size-4",
        md: "text-base [&_svg]:size-4",
        lg: "text-lg [&_svg]:size-5",
        icon: "[&_svg]:size-5",
      },
    },
    // A link-styled button has no box: its height and padding come with the other variants only.
    compoundVariants: [
      { variant: [...SOLID_BUTTON_VARIANTS], size: "sm", className: "min-h-9 px-3 py-1.5" },
      { variant: [...SOLID_BUTTON_VARIANTS], size: "md", className: "min-h-11 px-5 py-2" },
      { variant: [...SOLID_BUTTON_VARIANTS], size: "lg", className: "min-h-12 px-7 py-2.5" },
      { variant: [...SOLID_BUTTON_VARIANTS], size: "icon", className: "size-11 p-0" },
    ],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a `<Link>`) with button styling instead of a `<button>`. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const cn = useCn();
  const Comp = asChild ? Slot.Root : "button";
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
