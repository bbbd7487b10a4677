import { Clock } from "lucide-react";
import { Link } from "react-router";
import { TeaserCard } from "~/components/blog/teaser-card";
import { ARTICLES } from "~/content/articles";
import { KNOWLEDGE_HUB } from "~/content/home";
import { articleIcons } from "./home-icons";
import { SectionHeading } from "./section-heading";

/** Home "Knowledge Hub": the four article teasers, each linking to /blog/{id}. */
export function KnowledgeHub() {
  return (
    <section aria-labelledby="hub-heading" className="bg-surface-muted py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="hub-heading"
          eyebrow="From our blog"
          title={KNOWLEDGE_HUB.heading}
          intro={KNOWLEDGE_HUB.intro}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ARTICLES.map((article) => {
            const Icon = articleIcons[article.icon];
            return (
              <li key={article.id}>
                <TeaserCard image={article.image}>
                  <div className="flex flex-1 flex-col p-5">
                    <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
                      <Icon className="h-4 w-4" aria-hidden="true" />
                      {article.category}
                    </p>
                    <h3 className="mt-2 text-lg leading-snug font-bold">
                      {/* The link covers the whole card (stretched with ::after). */}
                      <Link
                        to={`/blog/${article.id}`}
                        className="after:absolute after:inset-0 group-hover:text-brand-800 group-hover:underline"
                      >
                        {article.title}
                      </Link>
                    </h3>
                    <p className="mt-2 text-sm text-ink-muted">{article.description}</p>
                    <p className="mt-auto flex items-center gap-1.5 pt-4 text-sm text-ink-muted">
                      <Clock className="h-4 w-4" aria-hidden="true" />
                      {article.readTime} min read
                    </p>
                  </div>
                </TeaserCard>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
