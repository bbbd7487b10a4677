import { type KeyboardEvent, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "~/components/layout/use-hydrated";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ATTENDANCE_LABELS, type AttendanceMark, markField } from "~/lib/class-forms";

export interface RosterRow {
  userId: string;
  name: string;
  email: string;
  mark: AttendanceMark | null;
}

const MARKS = ["present", "late", "absent"] as const;
const KEYS: Record<string, AttendanceMark> = { p: "present", l: "late", a: "absent" };
const TONE: Record<AttendanceMark, string> = {
  present: "has-checked:border-green-700 has-checked:bg-green-50",
  late: "has-checked:border-amber-600 has-checked:bg-amber-50",
  absent: "has-checked:border-red-700 has-checked:bg-red-50",
};

/**
 * The attendance screen: one row per student of the roster, three choices
 * each (radio groups: Tab moves between students, the arrow keys between
 * choices). With JavaScript, P, L or A marks the focused student and moves
 * to the next one, and "Everyone present" fills the rows still empty.
 */
export function AttendanceRoster({ roster, errors }: { roster: RosterRow[]; errors?: string[] }) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const list = useRef<HTMLOListElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>, index: number) {
    const mark = KEYS[event.key.toLowerCase()];
    if (!mark || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const input = event.currentTarget.querySelector<HTMLInputElement>(`input[value="${mark}"]`);
    if (input) input.checked = true;
    const next = list.current?.querySelectorAll("fieldset")[index + 1];
    (
      next?.querySelector<HTMLInputElement>("input:checked") ?? next?.querySelector<HTMLInputElement>("input")
    )?.focus();
  }

  function everyonePresent() {
    for (const fieldset of list.current?.querySelectorAll("fieldset") ?? []) {
      if (!fieldset.querySelector("input:checked")) {
        const present = fieldset.querySelector<HTMLInputElement>('input[value="present"]');
        if (present) present.checked = true;
      }
    }
  }

  return (
    <Form method="post" className="grid gap-4">
      <input type="hidden" name="intent" value="save" />
      {errors?.length ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">
        Tab moves from student to student; the arrow keys choose present, late or absent.
        {hydrated ? " Or press P, L or A to mark a student and go to the next." : null}
      </p>
      <ol ref={list} className="divide-y divide-line rounded-card border border-line bg-surface shadow-card">
        {roster.map((student, index) => (
          <li key={student.userId} className="p-3 sm:px-4">
            <fieldset
              className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
              onKeyDown={hydrated ? (e) => onKeyDown(e, index) : undefined}
            >
              {/* Floated: a grid item like any other, still the fieldset's name. */}
              <legend className="float-left min-w-0 sm:col-start-1">
                <span className="block font-semibold text-ink">{student.name}</span>
                <span className="block truncate text-sm text-ink-muted">{student.email}</span>
              </legend>
              <div className="flex gap-2 sm:col-start-2 sm:row-start-1">
                {MARKS.map((mark) => (
                  <label
                    key={mark}
                    className={cn(
                      "inline-flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold sm:flex-none",
                      "has-focus-visible:outline-3 has-focus-visible:outline-brand-500",
                      TONE[mark],
                    )}
                  >
                    <input
                      type="radio"
                      name={markField(student.userId)}
                      value={mark}
                      defaultChecked={student.mark === mark}
                      className="size-4 accent-brand-700"
                    />
                    {ATTENDANCE_LABELS[mark]}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save attendance"}
        </Button>
        {hydrated ? (
          <Button type="button" variant="outline" onClick={everyonePresent}>
            Everyone else present
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
