import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/format";
import type { MaterialKind, MaterialType } from "~/lib/materials";

export interface StaffMaterial {
  id: string;
  title: string;
  module: number;
  type: MaterialType;
  kind: MaterialKind;
  size: string | null;
  href: string;
  published: boolean;
  date: string;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "Link";
  }
}

/** The batch's materials under their modules, each with Download/Open, Publish/Unpublish and Delete. */
export function MaterialList({
  modules,
  materials,
}: {
  modules: readonly { number: number; label: string }[];
  materials: readonly StaffMaterial[];
}) {
  const groups = modules
    .map((m) => ({ ...m, items: materials.filter((item) => item.module === m.number) }))
    .filter((g) => g.items.length > 0);
  return (
    <div className="grid gap-6">
      {groups.map((group) => (
        <section key={group.number} aria-labelledby={`module-${group.number}-heading`}>
          <h3 id={`module-${group.number}-heading`} className="mb-2 font-bold">
            {group.label}
          </h3>
          <ul className="divide-y divide-line rounded-card border border-line bg-surface shadow-card">
            {group.items.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                <div className="min-w-0 flex-1 basis-64">
                  <p className="font-semibold break-words">{m.title}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
                    <Badge variant="secondary">{m.type}</Badge>
                    <span className="break-all">{m.kind === "file" ? m.size : hostOf(m.href)}</span>
                    <span aria-hidden="true">·</span>
                    <span>{formatDate(m.date)}</span>
                    {m.published ? (
                      <Badge variant="success">Published</Badge>
                    ) : (
                      <Badge variant="secondary">Draft</Badge>
                    )}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <a
                    href={m.href}
                    {...(m.kind === "link" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                    className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:underline"
                  >
                    {m.kind === "file" ? "Download" : "Open"}
                    <span className="sr-only"> {m.title}</span>
                  </a>
                  <Form method="post">
                    <input type="hidden" name="materialId" value={m.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value={m.published ? "unpublish" : "publish"}
                      variant="outline"
                      size="sm"
                    >
                      {m.published ? "Unpublish" : "Publish"}
                      <span className="sr-only"> {m.title}</span>
                    </Button>
                  </Form>
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      if (!window.confirm(`Delete “${m.title}”? Students lose it too.`))
                        event.preventDefault();
                    }}
                  >
                    <input type="hidden" name="materialId" value={m.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="delete"
                      variant="ghost"
                      size="sm"
                      className="text-red-700"
                    >
                      Delete<span className="sr-only"> {m.title}</span>
                    </Button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
