import { type ComponentProps, Fragment } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { useCn } from "./class-names";

/* Radix traps focus, closes on Escape and returns focus to the trigger. */

export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  const cn = useCn();
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        "fixed inset-0 z-50 bg-slate-950/60 transition-opacity duration-200 starting:opacity-0",
        className,
      )}
      {...props}
    />
  );
}

/** Close button shared with Sheet: 44px target, accessible name "Close". */
export function CloseIconButton({ className }: { className?: string }) {
  const cn = useCn();
  return (
    <DialogPrimitive.Close
      className={cn(
        "absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-ink-muted transition-colors",
        "hover:bg-slate-100 hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-500",
        className,
      )}
    >
      <X aria-hidden="true" className="size-5" />
      <span className="sr-only">Close</span>
    </DialogPrimitive.Close>
  );
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  showCloseButton?: boolean;
  /**
   * false renders the dialog in place instead of in a portal, so that a
   * dialog open on arrival is in the server-rendered HTML (works without JS).
   */
  portal?: boolean;
};

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  portal = true,
  ...props
}: DialogContentProps) {
  const cn = useCn();
  const Wrapper = portal ? DialogPrimitive.Portal : Fragment;
  return (
    <Wrapper>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2",
          // Defaults a caller's own width or gap replaces (public pages join classes: decision 193).
          !sets(className, /^max-w-/) && "max-w-lg",
          !sets(className, /^gap-/) && "gap-4",
          "max-h-[calc(100dvh-1.5rem)] overflow-y-auto overscroll-contain rounded-card border border-line bg-surface p-5 text-ink shadow-xl sm:p-6",
          "transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0",
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton ? <CloseIconButton /> : null}
      </DialogPrimitive.Content>
    </Wrapper>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  const cn = useCn();
  return (
    <div
      data-slot="dialog-header"
      className={cn("flex flex-col gap-1.5 pr-10 text-left", className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  const cn = useCn();
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  const cn = useCn();
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn(
        "font-semibold leading-snug text-ink",
        !sets(className, /^text-(xs|sm|base|lg|\d?xl)$/) && "text-lg sm:text-xl",
        className,
      )}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  const cn = useCn();
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm text-ink-muted", className)}
      {...props}
    />
  );
}

/** Whether `className` has a utility matching `utility` (with or without a variant such as `sm:`). */
function sets(className: string | undefined, utility: RegExp) {
  return (className ?? "").split(/\s+/).some((c) => utility.test(c.slice(c.lastIndexOf(":") + 1)));
}
