import { clsx, type ClassValue } from "clsx";
import { createContext, useContext } from "react";

/*
 * Class names without tailwind-merge on the public pages (docs/decisions/193-lighter-public-pages.md).
 * tailwind-merge (~16 KB of gzip) resolves conflicting utilities (`px-5` then `px-0`); public
 * components are written without such conflicts, so joining is enough there. The portal and the
 * staff console pass arbitrary overrides to the shared primitives: their layouts provide
 * tailwind-merge, which then only loads with them.
 */

type Merge = (classes: string) => string;
const MergeContext = createContext<Merge | null>(null);

/** Set by the portal's and the staff console's layouts to tailwind-merge. */
export const ClassMergeProvider = MergeContext.Provider;

/** Joins class names (clsx): no conflict resolution. */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/** `cn` for a component shared by every area: tailwind-merge where a layout provides it, else a join. */
export function useCn(): (...inputs: ClassValue[]) => string {
  const merge = useContext(MergeContext);
  return merge ? (...inputs) => merge(clsx(inputs)) : cx;
}
