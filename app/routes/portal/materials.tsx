import { FileText, Library, Presentation, Search, SearchX, Video } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useSearchParams } from "react-router";
import { usePortal } from "~/components/portal/use-portal";
import { NoAccessPage } from "~/components/portal/enrolment-state-card";
import type { Route } from "./+types/materials";
import { MaterialItem } from "~/components/portal/material-item";
import { PageHeading } from "~/components/portal/section-card";
import { StatTile } from "~/components/portal/stat-tile";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { useHydrated } from "~/components/layout/use-hydrated";
import { asMaterialFilter, filterMaterials } from "~/lib/material-filter";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { portalContext } from "~/server/portal/context.server";
import { listMaterials } from "~/server/portal/materials.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Study Materials | Student Portal",
    description: "Notes, videos and slides for every module of your course.",
    path: "/dashboard/materials",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { activeBatchId: batchId } = await portalContext(request);
  return { materials: await listMaterials(batchId) };
}

/** Without an active enrolment the page shows the state card instead (decision 12). */
export default function MaterialsPage(props: Route.ComponentProps) {
  const { access } = usePortal();
  return access ? (
    <Materials {...props} />
  ) : (
    <NoAccessPage
      heading={
        <PageHeading
          title="Study Materials"
          description="Notes, recorded sessions and slides for your course, newest first."
        />
      }
    />
  );
}

function Materials({ loaderData }: Route.ComponentProps) {
  const { materials } = loaderData;
  const [params, setParams] = useSearchParams();
  // The filters live here and the address follows them. Building the next address from the
  // `params` of the last render lost a change: the address updates asynchronously (a
  // transition), so choosing a type right after clearing the search merged into the old
  // address and brought the search back. Functional updates keep two quick changes apart too.
  const [filters, setFilters] = useState(() => ({
    q: params.get("q") ?? "",
    type: asMaterialFilter(params.get("type")),
  }));
  const { q: query, type } = filters;
  const shown = filterMaterials(materials, query, type);
  const count = (t: string) => materials.filter((m) => m.type === t).length;

  // With JavaScript the list filters as you type; without it, the form is a plain GET.
  function update(next: Partial<typeof filters>) {
    setFilters((previous) => ({ ...previous, ...next }));
  }
  useEffect(() => {
    const search = new URLSearchParams();
    if (query) search.set("q", query);
    if (type !== "all") search.set("type", type);
    if (search.toString() !== new URLSearchParams(window.location.search).toString())
      setParams(search, { replace: true, preventScrollReset: true });
  }, [query, type, setParams]);

  return (
    <>
      <PageHeading
        title="Study Materials"
        description="Notes, slides, starter projects and links your trainers publish, newest first."
      />

      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile label="Total Materials" value={materials.length} icon={Library} tone="brand" />
        <StatTile label="PDF Documents" value={count("PDF")} icon={FileText} tone="red" />
        <StatTile label="Video Lectures" value={count("Video")} icon={Video} tone="violet" />
        <StatTile label="Presentations" value={count("PPT")} icon={Presentation} tone="amber" />
      </div>

      <Form
        method="get"
        role="search"
        aria-label="Materials"
        className="mb-6 flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:flex-row sm:items-end"
      >
        <div className="grid flex-1 gap-1.5">
          <label htmlFor="materials-q" className="text-sm font-semibold">
            Search materials
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
            />
            <Input
              id="materials-q"
              name="q"
              type="search"
              placeholder="Title, topic or module"
              className="pl-9"
              value={query}
              onChange={(e) => update({ q: e.currentTarget.value })}
            />
          </div>
        </div>
        <div className="grid gap-1.5 sm:w-48">
          <label htmlFor="materials-type" className="text-sm font-semibold">
            Type
          </label>
          <NativeSelect
            id="materials-type"
            name="type"
            value={type}
            onChange={(e) => update({ type: asMaterialFilter(e.currentTarget.value) })}
          >
            <option value="all">All types</option>
            <option value="pdf">PDF</option>
            <option value="video">Video</option>
            <option value="ppt">PPT</option>
            <option value="doc">DOC</option>
            <option value="xls">XLS</option>
            <option value="zip">ZIP</option>
            <option value="link">Link</option>
          </NativeSelect>
        </div>
        <SearchUntilHydrated />
      </Form>

      <p className="sr-only" role="status">
        {shown.length} of {materials.length} materials shown
      </p>
      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-slate-300 bg-surface px-6 py-12 text-center">
          <SearchX aria-hidden="true" className="size-10 text-slate-400" />
          <h2 className="text-lg font-bold">No materials found</h2>
          <p className="text-ink-muted">Try adjusting your search terms or filters</p>
        </div>
      ) : (
        <ul className="grid gap-3">
          {shown.map((m) => (
            <li key={m.id}>
              <MaterialItem material={m} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export { skipWhenOnlyQueryChanges as shouldRevalidate } from "~/components/portal/revalidate";

/**
 * Without JavaScript the filters are sent with this button; once hydrated they apply as they
 * change. Its own component: the re-render when hydration ends is synchronous and should not
 * take the whole list with it (docs/decisions/219-hydration-switches-stay-small.md).
 */
function SearchUntilHydrated() {
  return useHydrated() ? null : <Button type="submit">Search</Button>;
}
