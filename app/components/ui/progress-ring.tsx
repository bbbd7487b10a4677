import { useEffect, useState } from "react";
import { cn } from "./cn";

export type ProgressRingProps = {
  /** Percent, 0–100 (clamped). */
  value: number;
  /** Outer diameter in px. */
  size?: number;
  strokeWidth?: number;
  /** Accessible name, e.g. "Course progress". */
  label?: string;
  /** Delay before the ring animates from 0 to `value` (SPEC: 0.5 s). */
  animateDelayMs?: number;
  className?: string;
};

export function ProgressRing({
  value,
  size = 120,
  strokeWidth = 10,
  label = "Progress",
  animateDelayMs = 500,
  className,
}: ProgressRingProps) {
  const percent = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  const radius = (size - strokeWidth) / 2;
  const circumference = 2 * Math.PI * radius;

  // Server and first client render draw an empty ring (the text already shows the final percent);
  // after hydration the ring fills via a CSS transition on stroke-dashoffset.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const id = window.setTimeout(() => setStarted(true), reduced ? 0 : animateDelayMs);
    return () => window.clearTimeout(id);
  }, [animateDelayMs]);

  const offset = started ? circumference * (1 - percent / 100) : circumference;

  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={`${percent}%`}
      data-slot="progress-ring"
      className={cn("relative inline-flex shrink-0 items-center justify-center", className)}
      style={{ width: size, height: size }}
    >
      <svg
        aria-hidden="true"
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        className="-rotate-90"
      >
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={strokeWidth}
          className="stroke-brand-100"
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={strokeWidth}
          strokeLinecap={percent > 0 ? "round" : "butt"}
          strokeDasharray={circumference}
          strokeDashoffset={offset}
          className="stroke-brand-600 transition-[stroke-dashoffset] duration-1000 ease-out"
        />
      </svg>
      <span
        className="absolute inset-0 flex items-center justify-center font-bold text-ink tabular-nums"
        style={{ fontSize: Math.max(12, Math.round(size * 0.22)) }}
      >
        {percent}%
      </span>
    </div>
  );
}
