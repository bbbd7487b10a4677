import { Gift, Percent } from "lucide-react";
import { EnquiryLink } from "~/components/layout/enquiry-link";
import { promoBanners } from "~/content/pricing";
import { cn } from "~/components/ui/cn";

const ICONS = { percent: Percent, gift: Gift } as const;

/** SPEC.md "Promo banner": title, subtitle, description, gradient, icon, optional button. */
export function PromoBanners() {
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Offers">
      {promoBanners.map((banner) => {
        const Icon = ICONS[banner.icon];
        return (
          <li
            key={banner.title}
            className={cn("flex gap-4 rounded-card p-5 text-white shadow-card sm:p-6", banner.gradient)}
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/15">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold tracking-wide text-white/90 uppercase">{banner.title}</p>
              <p className="mt-1 text-xl font-bold text-white">{banner.subtitle}</p>
              <p className="mt-2 text-sm text-white/90">{banner.description}</p>
              {banner.button ? (
                <EnquiryLink
                  intent={banner.button.intent}
                  className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-white px-5 font-semibold text-accent-800 hover:bg-accent-50"
                >
                  {banner.button.label}
                </EnquiryLink>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
