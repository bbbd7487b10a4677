import { cn } from "~/components/ui/cn";

/**
 * SPEC.md's step path under "N of M modules completed": one segment per
 * module (done, in progress, not started), labelled for screen readers.
 */
export function StepPath({ completed, total }: { completed: number; total: number }) {
  const steps = Array.from({ length: total }, (_, i) => i + 1);
  return (
    <div>
      <ol aria-label="Modules" className="flex gap-1">
        {steps.map((n) => {
          const state = n <= completed ? "done" : n === completed + 1 ? "current" : "todo";
          return (
            <li
              key={n}
              data-state={state}
              className={cn(
                "h-2.5 flex-1 rounded-full",
                state === "done" && "bg-green-700",
                state === "current" && "bg-brand-300 ring-2 ring-brand-600 ring-offset-1",
                state === "todo" && "bg-slate-200",
              )}
            >
              <span className="sr-only">
                Module {n}:{" "}
                {state === "done" ? "completed" : state === "current" ? "in progress" : "not started"}
              </span>
            </li>
          );
        })}
      </ol>
      <div aria-hidden="true" className="mt-2 flex justify-between text-xs text-ink-muted">
        <span>Module 1</span>
        {completed > 0 && completed < total ? (
          <span className="font-semibold text-brand-800">Module {completed + 1}</span>
        ) : null}
        <span>Module {total}</span>
      </div>
    </div>
  );
}
