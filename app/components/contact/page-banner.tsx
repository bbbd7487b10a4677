import type { ReactNode } from "react";

/** The blue banner at the top of the Contact and enquiry pages. */
export function PageBanner({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="container-page py-14 text-center sm:py-20">
        <h1 className="text-4xl font-extrabold text-white sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{intro}</p>
        {children}
      </div>
    </section>
  );
}
