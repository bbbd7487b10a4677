import { useEffect, useRef } from "react";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "./use-hydrated";

export interface FlashMessage {
  id: string;
  kind: "success" | "error" | "info";
  title: string;
  description?: string;
}

/**
 * Shows a one-time message carried across a redirect as a toast; without
 * JavaScript it stays visible as a status line (the `fallback` text).
 */
export function FlashToast({ flash }: { flash: FlashMessage | null }) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!flash || shown.current === flash.id) return;
    shown.current = flash.id;
    const show = flash.kind === "error" ? toast.error : flash.kind === "success" ? toast.success : toast;
    show(flash.title, { description: flash.description, id: flash.id });
  }, [flash]);
  return null;
}

/** The same message as a status line, shown only until JavaScript takes over (then it is a toast). */
export function FlashNotice({ flash, className = "" }: { flash: FlashMessage | null; className?: string }) {
  const hydrated = useHydrated();
  if (!flash || hydrated) return null;
  const tone =
    flash.kind === "error"
      ? "border-red-200 bg-red-50 text-red-900"
      : "border-green-200 bg-green-50 text-green-900";
  return (
    <p role="status" className={`rounded-lg border px-4 py-3 text-sm ${tone} ${className}`}>
      <strong>{flash.title}</strong> {flash.description}
    </p>
  );
}
