import { Download, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import {
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadFilter,
  leadFilterQuery,
} from "~/lib/staff-forms";

/**
 * The inbox's filters as a GET form: the filter lives in the URL, so a
 * filtered view can be bookmarked or shared, and the CSV export takes the
 * very same query string.
 */
export function LeadFilters({ filter }: { filter: LeadFilter }) {
  const active = leadFilterQuery(filter) !== "";
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter leads"
      className="mb-6 rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="lead-q">Search</Label>
          <Input
            id="lead-q"
            name="q"
            type="search"
            defaultValue={filter.q ?? ""}
            placeholder="Name, e-mail, phone or message"
            maxLength={100}
          />
        </div>
        <FilterSelect
          name="kind"
          label="Kind"
          allLabel="All kinds"
          value={filter.kind}
          options={LEAD_KINDS.map((k) => [k, LEAD_KIND_LABELS[k]])}
        />
        <FilterSelect
          name="status"
          label="Status"
          allLabel="All statuses"
          value={filter.status}
          options={LEAD_STATUSES.map((s) => [s, LEAD_STATUS_LABELS[s]])}
        />
        <DateFilter name="from" label="From" value={filter.from} />
        <DateFilter name="to" label="To" value={filter.to} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit">
          <Search aria-hidden="true" />
          Apply filters
        </Button>
        {active ? (
          <Button asChild variant="ghost">
            <Link to="/staff/leads">Clear</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline" className="sm:ml-auto">
          <a href={`/staff/leads.csv${leadFilterQuery(filter)}`} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
    </Form>
  );
}

function FilterSelect({
  name,
  label,
  allLabel,
  value,
  options,
}: {
  name: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  options: [value: string, label: string][];
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`lead-${name}`}>{label}</Label>
      <NativeSelect id={`lead-${name}`} name={name} defaultValue={value ?? ""}>
        <option value="">{allLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function DateFilter({ name, label, value }: { name: string; label: string; value: string | undefined }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`lead-${name}`}>{label}</Label>
      <Input id={`lead-${name}`} name={name} type="date" defaultValue={value ?? ""} />
    </div>
  );
}
