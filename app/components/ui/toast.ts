import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

type Sonner = typeof SonnerModule;
type Show = (message: string, data?: ExternalToast) => void;

let loading: Promise<Sonner> | undefined;
const sonner = () => (loading ??= import("sonner"));

// The toast region (ui/toaster-host.tsx) mounts when the first toast is asked for.
let wanted = false;
const waiting = new Set<() => void>();

/** Calls `show` once a toast has been asked for (at once if one already was); returns an unsubscribe. */
export function whenToastWanted(show: () => void): () => void {
  if (wanted) {
    show();
    return () => {};
  }
  waiting.add(show);
  return () => waiting.delete(show);
}

function whenLoaded(pick: (library: Sonner) => Show): Show {
  return (message, data) => {
    if (!wanted) {
      wanted = true;
      for (const show of waiting) show();
      waiting.clear();
    }
    void sonner().then((library) => pick(library)(message, data));
  };
}

/**
 * `toast`, `toast.success` and `toast.error` of sonner, loaded on first use:
 * most pages never show a toast, and the library (~10 KB of gzip) and its
 * region are fetched only when one is. A toast shows as soon as the library
 * is there (sonner replays toasts created before its Toaster subscribed).
 */
export const toast = Object.assign(
  whenLoaded((library) => library.toast),
  {
    success: whenLoaded((library) => library.toast.success),
    error: whenLoaded((library) => library.toast.error),
  },
);
