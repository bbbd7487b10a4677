import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { useCn } from "./class-names";
import { fieldClasses } from "./input";

export type NativeSelectProps = ComponentProps<"select"> & {
  /** Classes for the wrapping span (width, margins); `className` goes on the `<select>`. */
  wrapperClassName?: string;
};

/** A styled native `<select>`: works without JavaScript, so use it in forms. */
export function NativeSelect({ className, wrapperClassName, ...props }: NativeSelectProps) {
  const cn = useCn();
  return (
    <span data-slot="native-select" className={cn("relative block w-full", wrapperClassName)}>
      <select
        className={cn(fieldClasses, "min-h-11 cursor-pointer appearance-none py-2 pr-10", className)}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
      />
    </span>
  );
}
