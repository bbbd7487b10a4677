import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Input } from "~/components/ui/input";
import { useCn } from "~/components/ui/class-names";

/** A password field with a show/hide toggle (SPEC.md Login and Signup). Pasting is allowed. */
export function PasswordInput({
  className,
  id,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { id: string }) {
  const cn = useCn();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input id={id} type={visible ? "text" : "password"} className={cn("pr-12", className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-controls={id}
        aria-label={visible ? "Hide password" : "Show password"}
        className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-lg text-ink-muted hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-500"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
