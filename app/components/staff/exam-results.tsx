import { Form } from "react-router";
import { StaffTable } from "~/components/staff/staff-table";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { ExamRosterRow } from "~/lib/exam-forms";
import { formatMarks } from "~/lib/exam-marking";

const ATTEMPT = { none: "Not started", in_progress: "Answering", submitted: "Handed in" } as const;

function ResultCell({ row }: { row: ExamRosterRow }) {
  if (row.score === null) return <span className="text-ink-muted">No result</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <strong>{formatMarks(row.score)}</strong>
      <Badge variant={row.result === "passed" ? "success" : "danger"}>
        {row.result === "passed" ? "Passed" : "Failed"}
      </Badge>
    </span>
  );
}

/**
 * The batch's students and their results. For an exam taken elsewhere each
 * row takes a score (empty clears it); an in-portal test's come from the
 * students' answers.
 */
export function ExamResults({
  rows,
  totalMarks,
  editable,
  problem,
}: {
  rows: ExamRosterRow[];
  totalMarks: number;
  editable: boolean;
  /** The refused row and why. */
  problem: { userId: string; message: string } | null;
}) {
  if (rows.length === 0) {
    return <p className="text-sm text-ink-muted">The batch has no active students yet.</p>;
  }
  return (
    <StaffTable
      caption="Results"
      columns={[
        { label: "Student" },
        { label: editable ? `Score (of ${totalMarks})` : "Test", shownFrom: editable ? undefined : "sm" },
        { label: "Result" },
      ]}
    >
      {rows.map((row) => {
        const inputId = `score-${row.userId}`;
        const error = problem?.userId === row.userId ? problem.message : null;
        return (
          <tr key={row.userId}>
            <td className="px-4 py-3 align-top">
              <p className="font-semibold">{row.name}</p>
              <p className="break-all text-ink-muted">{row.email}</p>
            </td>
            <td className={editable ? "px-4 py-3 align-top" : "hidden px-4 py-3 align-top sm:table-cell"}>
              {editable ? (
                <Form method="post" className="flex flex-wrap items-start gap-2">
                  <input type="hidden" name="intent" value="result" />
                  <input type="hidden" name="userId" value={row.userId} />
                  <label htmlFor={inputId} className="sr-only">
                    Score of {row.name}
                  </label>
                  <Input
                    id={inputId}
                    name="score"
                    inputMode="decimal"
                    defaultValue={row.score === null ? "" : formatMarks(row.score)}
                    className="w-24"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                  />
                  <Button type="submit" variant="outline" size="sm" className="min-h-11">
                    Save<span className="sr-only"> score of {row.name}</span>
                  </Button>
                  {error ? (
                    <p id={`${inputId}-error`} className="w-full text-sm font-medium text-red-700">
                      {error}
                    </p>
                  ) : null}
                </Form>
              ) : (
                ATTEMPT[row.attempt]
              )}
            </td>
            <td className="px-4 py-3 align-top">
              <ResultCell row={row} />
            </td>
          </tr>
        );
      })}
    </StaffTable>
  );
}

/** Results of an exam taken elsewhere, from a CSV: account e-mail and score per line. */
export function ResultsImport({ problems }: { problems: string[] }) {
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-3">
      <input type="hidden" name="intent" value="import" />
      <div className="grid gap-1.5">
        <label htmlFor="results-csv" className="text-sm font-semibold">
          Results CSV
        </label>
        <Input
          id="results-csv"
          name="csv"
          type="file"
          accept=".csv,text/csv"
          required
          className="py-1.5"
          aria-describedby="results-csv-hint"
        />
        <p id="results-csv-hint" className="text-sm text-ink-muted">
          One student per line: account e-mail, score (e.g. <code>asha@example.com,42</code>). A header line
          is fine. Nothing is imported until every line is right; importing again replaces those scores.
        </p>
      </div>
      {problems.length > 0 ? (
        <ul
          role="alert"
          className="grid gap-1 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          {problems.slice(0, 20).map((p) => (
            <li key={p}>{p}</li>
          ))}
          {problems.length > 20 ? <li>…and {problems.length - 20} more.</li> : null}
        </ul>
      ) : null}
      <Button type="submit" variant="outline" className="justify-self-start">
        Import results
      </Button>
    </Form>
  );
}
