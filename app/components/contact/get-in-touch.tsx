import { Clock, Mail, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useSite } from "~/components/layout/use-site";
import { contactPage, SESSION_HOURS } from "~/content/contact";

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-base font-semibold">{title}</h3>
        <div className="mt-1 text-ink-muted">{children}</div>
      </div>
    </li>
  );
}

/** SPEC.md 'Get in Touch': e-mail, phone and session hours. */
export function GetInTouch() {
  const site = useSite();
  return (
    <section aria-labelledby="get-in-touch" className="rounded-card bg-surface-muted p-6 sm:p-8">
      <h2 id="get-in-touch" className="text-2xl font-bold">
        {contactPage.getInTouch.heading}
      </h2>
      <p className="mt-2 text-ink-muted">{contactPage.getInTouch.lead}</p>
      <ul className="mt-6 space-y-6">
        <Item icon={<Mail aria-hidden="true" />} title="Email">
          <a
            href={`mailto:${site.email}`}
            className="break-all text-brand-700 underline-offset-2 hover:underline"
          >
            {site.email}
          </a>
        </Item>
        <Item icon={<Phone aria-hidden="true" />} title="Phone">
          <a
            href={`tel:${site.phone.replace(/\s/g, "")}`}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {site.phone}
          </a>
        </Item>
        <Item icon={<MessageCircle aria-hidden="true" />} title="WhatsApp">
          <a
            href={`https://wa.me/${site.whatsappNumber}`}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            Chat with us on WhatsApp
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Item>
        <Item icon={<Clock aria-hidden="true" />} title="Session Hours">
          <dl className="space-y-1.5">
            {SESSION_HOURS.map((row) => (
              // On a narrow phone the hours move under the day as a whole, never split mid-time.
              <div key={row.days} className="flex flex-wrap gap-x-3">
                <dt className="w-32 shrink-0 font-medium text-ink">{row.days}</dt>
                <dd className="whitespace-nowrap">{row.hours}</dd>
              </div>
            ))}
          </dl>
        </Item>
      </ul>
    </section>
  );
}
