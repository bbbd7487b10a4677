import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/* Teach tailwind-merge the custom theme scales from styles/theme.css so that
   `rounded-card` / `shadow-card` conflict correctly with `rounded-lg` / `shadow-md`. */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      radius: ["card"],
      shadow: ["card"],
    },
  },
});

/** What the portal's and the staff console's layouts provide to the shared primitives (class-names.ts). */
export function mergeClasses(classes: string): string {
  return twMerge(classes);
}

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
