import { cn } from "~/components/ui/cn";
import type { PortalModule } from "~/lib/portal-types";

/**
 * SPEC.md's step path under "N of M modules completed": one segment per
 * module of the course (its curriculum weeks), done as the trainer marks
 * them, the first one not done yet as the current one (none before the
 * batch starts); each named for screen readers.
 */
export function StepPath({
  modules,
  started = true,
}: {
  modules: readonly PortalModule[];
  /** Before the batch starts no module is in progress: every one is "not started". */
  started?: boolean;
}) {
  const current = started ? modules.find((m) => !m.done) : undefined;
  if (modules.length === 0) return null;
  const last = modules[modules.length - 1];
  return (
    <div>
      <ol aria-label="Modules" className="flex gap-1">
        {modules.map((m) => {
          const state = m.done ? "done" : m === current ? "current" : "todo";
          return (
            <li
              key={m.number}
              data-state={state}
              title={`Module ${m.number}: ${m.title}`}
              className={cn(
                "h-2.5 flex-1 rounded-full",
                state === "done" && "bg-green-700",
                state === "current" && "bg-brand-300 ring-2 ring-brand-600 ring-offset-1",
                state === "todo" && "bg-slate-200",
              )}
            >
              <span className="sr-only">
                Module {m.number}, {m.title}:{" "}
                {state === "done" ? "completed" : state === "current" ? "in progress" : "not started"}
              </span>
            </li>
          );
        })}
      </ol>
      <div aria-hidden="true" className="mt-2 flex justify-between gap-2 text-xs text-ink-muted">
        <span>Module 1</span>
        {current && current.number !== 1 && current !== last ? (
          <span className="font-semibold text-brand-800">Module {current.number}</span>
        ) : null}
        <span>Module {last.number}</span>
      </div>
    </div>
  );
}
