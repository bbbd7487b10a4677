import { formatDate } from "~/lib/format";

// The SVG stretches to its box (preserveAspectRatio none): bars only, no text in it.
const WIDTH = 600;
const HEIGHT = 160;

/** A round ceiling for the y-axis: 1, 2, 5, 10, 20, 50, ... */
function niceMax(value: number) {
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * magnitude).find((n) => n >= value) ?? 10 * magnitude;
}

/**
 * Leads per day as inline SVG bars (no chart library: 30 rectangles). The
 * SVG is one image with a summary for screen readers; the numbers are also
 * in a table under "Show the numbers".
 */
export function LeadsChart({ series }: { series: { day: string; count: number }[] }) {
  const total = series.reduce((n, d) => n + d.count, 0);
  const busiest = series.reduce(
    (best, d) => (d.count > best.count ? d : best),
    series[0] ?? { day: "", count: 0 },
  );
  const max = niceMax(busiest.count);
  const slot = WIDTH / Math.max(1, series.length);
  const first = series[0]?.day;
  const last = series.at(-1)?.day;
  const summary =
    total === 0
      ? `No leads in the last ${series.length} days.`
      : `${total} leads in the last ${series.length} days; the busiest day was ${formatDate(busiest.day)} with ${busiest.count}.`;

  return (
    <figure>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex h-40 flex-col justify-between pb-px text-right text-xs text-ink-muted tabular-nums"
        >
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          className="h-40 w-full min-w-0 flex-1"
        >
          <line
            x1="0"
            x2={WIDTH}
            y1="0.5"
            y2="0.5"
            stroke="#cbd5e1"
            strokeWidth="1"
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
          <line
            x1="0"
            x2={WIDTH}
            y1={HEIGHT - 0.5}
            y2={HEIGHT - 0.5}
            stroke="#64748b"
            strokeWidth="1"
            vectorEffect="non-scaling-stroke"
          />
          {series.map((d, i) => {
            const h = (d.count / max) * HEIGHT;
            return (
              <rect
                key={d.day}
                x={i * slot + slot * 0.15}
                y={HEIGHT - h}
                width={slot * 0.7}
                height={h}
                fill="#1e47eb"
              >
                <title>{`${formatDate(d.day)}: ${d.count}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {first && last ? (
        <div aria-hidden="true" className="mt-1 flex justify-between pl-6 text-xs text-ink-muted">
          <span>{formatDate(first)}</span>
          <span>{formatDate(last)}</span>
        </div>
      ) : null}
      <figcaption className="mt-2 text-sm text-ink-muted">{summary}</figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Show the numbers</summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 font-semibold">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Leads
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((d) => (
              <tr key={d.day} className="border-b border-line/60">
                <td className="py-1">{formatDate(d.day)}</td>
                <td className="py-1 text-right tabular-nums">{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
