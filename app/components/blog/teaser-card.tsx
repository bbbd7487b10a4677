import type { ReactNode } from "react";

/**
 * The frame of a blog teaser (the blog index, related posts and the home
 * Knowledge Hub): a card with the post's cover on top. The title link inside
 * stretches over the whole card with `after:absolute after:inset-0`.
 */
export function TeaserCard({ image, children }: { image: string; children: ReactNode }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <img
        src={image}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className="aspect-[1200/630] w-full bg-slate-100 object-cover"
      />
      {children}
    </article>
  );
}
