import { LEARN_WITH_THE_BEST } from "~/content/home";
import { cx } from "~/components/ui/class-names";

const placement = [
  "relative z-10 sm:-rotate-2 sm:mr-16",
  "relative z-20 -mt-2 ml-4 sm:rotate-1 sm:ml-16 lg:ml-24",
  "relative z-30 -mt-2 mr-4 sm:-rotate-1 sm:mr-10 lg:ml-8",
];

/** Decorative overlapping code windows (Learn With The Best). Hidden from assistive technology. */
export function CodeCollage({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx("select-none", className)}>
      {LEARN_WITH_THE_BEST.snippets.map((snippet, i) => (
        <figure
          key={snippet.filename}
          className={cx(
            "overflow-hidden rounded-xl border border-slate-700 bg-slate-900 shadow-2xl",
            placement[i % placement.length],
          )}
        >
          <figcaption className="flex items-center gap-2 border-b border-slate-700 bg-slate-800 px-4 py-2 text-xs text-slate-300">
            <span className="h-2.5 w-2.5 rounded-full bg-red-400" />
            <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
            <span className="h-2.5 w-2.5 rounded-full bg-emerald-400" />
            <span className="ml-2 font-mono">{snippet.filename}</span>
            <span className="ml-auto rounded bg-slate-700 px-1.5 py-0.5 text-[0.7rem] text-slate-200">
              {snippet.language}
            </span>
          </figcaption>
          <pre className="overflow-hidden p-4 font-mono text-[0.72rem] leading-relaxed text-sky-200 sm:text-sm">
            {snippet.lines.map((line, n) => (
              <code key={n} className="block whitespace-pre">
                <span className="mr-3 inline-block w-4 text-right text-slate-400">{n + 1}</span>
                {line}
              </code>
            ))}
          </pre>
        </figure>
      ))}
    </div>
  );
}
