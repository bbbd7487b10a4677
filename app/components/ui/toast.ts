import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

type Sonner = typeof SonnerModule;
type Show = (message: string, data?: ExternalToast) => void;

let loading: Promise<Sonner> | undefined;
const sonner = () => (loading ??= import("sonner"));

function whenLoaded(pick: (library: Sonner) => Show): Show {
  return (message, data) => {
    void sonner().then((library) => pick(library)(message, data));
  };
}

/**
 * `toast`, `toast.success` and `toast.error` of sonner, loaded on first use:
 * the footer's Subscribe form and the referral card are on every marketing
 * page, and importing sonner there put ~10 KB of gzip into every page's first
 * load. A toast shows as soon as the library is there (the toast region,
 * ui/toaster-host.tsx, loads it after hydration anyway; sonner replays toasts
 * created before its Toaster subscribed).
 */
export const toast = Object.assign(
  whenLoaded((library) => library.toast),
  {
    success: whenLoaded((library) => library.toast.success),
    error: whenLoaded((library) => library.toast.error),
  },
);
