import { Pause, Play } from "lucide-react";
import { cx } from "~/components/ui/class-names";

/**
 * The pause switch for a moving background (WCAG 2.2.2). A native checkbox
 * with role="switch", placed before the moving layer in the DOM: CSS
 * (motion.css) pauses the layer when it is checked, so it works before and
 * without JavaScript. Render <MotionSwitch> first, then the layer with
 * `data-motion`, then <MotionToggleLabel>, all as siblings.
 */
export function MotionSwitch({ id }: { id: string }) {
  return <input id={id} type="checkbox" role="switch" className="motion-switch peer sr-only" />;
}

export function MotionToggleLabel({
  htmlFor,
  label,
  className,
}: {
  htmlFor: string;
  label: string;
  className?: string;
}) {
  return (
    <label
      htmlFor={htmlFor}
      className={cx(
        "motion-toggle inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-white/40 bg-black/30 px-3 text-sm font-medium text-white backdrop-blur-sm hover:bg-black/45",
        className,
      )}
    >
      <Pause className="when-playing h-4 w-4" aria-hidden="true" />
      <Play className="when-paused h-4 w-4" aria-hidden="true" />
      {label}
    </label>
  );
}
