import type { ReactNode } from "react";

/** A full-width call-to-action band: heading, text and buttons. */
export function CtaBand({
  id,
  heading,
  text,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="bg-gradient-to-r from-brand-800 to-brand-700 py-14 text-white sm:py-20"
    >
      <div className="container-page text-center">
        <h2 id={id} className="mx-auto max-w-3xl text-3xl font-extrabold text-white sm:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
