import { BellRing, Brain, FileUser, Handshake, LifeBuoy, MessagesSquare } from "lucide-react";
import { COMMITMENT, type CommitmentIcon } from "~/content/placements";

const ICONS: Record<CommitmentIcon, typeof BellRing> = {
  "file-user": FileUser,
  "messages-square": MessagesSquare,
  handshake: Handshake,
  "bell-ring": BellRing,
  brain: Brain,
  "life-buoy": LifeBuoy,
};

/** SPEC.md "commitment section": what placement support includes. */
export function CommitmentSection() {
  return (
    <section aria-labelledby="commitment-title" className="bg-surface-muted py-14 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="commitment-title" className="text-3xl font-bold sm:text-4xl">
            {COMMITMENT.title}
          </h2>
          <p className="mt-4 text-lg text-ink-muted">{COMMITMENT.intro}</p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {COMMITMENT.items.map((item) => {
            const Icon = ICONS[item.icon];
            return (
              <li
                key={item.title}
                className="flex gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:flex-col sm:p-6"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:size-12">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{item.title}</h3>
                  <p className="mt-1.5 leading-relaxed text-ink-muted sm:mt-2">{item.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
