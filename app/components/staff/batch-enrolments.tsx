import { getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormField, type FormResult, useSchemaForm } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { enrolByHandSchema, withdrawSchema } from "~/lib/catalogue-forms";
import {
  type BatchStudent,
  ENROLMENT_ROUTE_LABELS,
  ENROLMENT_STATE_LABELS,
  type EnrolmentState,
  MANUAL_ENROLMENT_ROUTES,
} from "~/lib/enrolment-states";
import { formatDateTime } from "~/lib/format";
import { Notice } from "./notice";
import { StaffTable } from "./staff-table";

const STATE_VARIANT: Record<EnrolmentState, "success" | "warning" | "secondary" | "info"> = {
  active: "success",
  pending: "warning",
  withdrawn: "secondary",
  completed: "info",
};

/** The submitted form's result belongs to this form (several withdraw forms share a page). */
function resultFor(result: FormResult | null | undefined, key: string, value: string) {
  const initial = result?.initialValue as Record<string, unknown> | undefined;
  return initial?.[key] === value ? result : null;
}

function WithdrawForm({ row, lastResult }: { row: BatchStudent; lastResult: FormResult | null | undefined }) {
  const navigation = useNavigation();
  const mine = resultFor(lastResult, "enrolmentId", row.id);
  const [form, fields] = useSchemaForm(withdrawSchema, {
    id: `withdraw-${row.id}`,
    lastResult: navigation.state === "idle" ? mine : null,
    defaultValue: { enrolmentId: row.id },
  });
  return (
    <details className="mt-2" open={Boolean(mine) || undefined}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-red-800">
        Withdraw<span className="sr-only"> {row.name}</span>
      </summary>
      <Form method="post" {...getFormProps(form)} className="mt-2 grid gap-3">
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="enrolmentId" value={row.id} />
        {form.errors?.length ? <Notice tone="error">{form.errors.join(" ")}</Notice> : null}
        <FormField
          field={fields.reason}
          label="Reason"
          required
          hint="Kept with the enrolment and e-mailed to the student."
        >
          {(control) => <Textarea {...control} rows={2} maxLength={500} />}
        </FormField>
        <Button type="submit" variant="destructive" size="sm" className="justify-self-start">
          Withdraw {row.name}
        </Button>
      </Form>
    </details>
  );
}

/** Everyone who asked for or holds a seat in the batch, with withdraw for pending and active ones. */
export function BatchEnrolments({
  rows,
  lastResult,
}: {
  rows: BatchStudent[];
  lastResult: FormResult | null | undefined;
}) {
  if (rows.length === 0) {
    return <p className="text-sm text-ink-muted">Nobody has asked for this batch yet.</p>;
  }
  return (
    <StaffTable
      caption="Students of this batch, active first"
      columns={[{ label: "Student" }, { label: "State" }, { label: "How", shownFrom: "md" }]}
    >
      {rows.map((row) => (
        <tr key={row.id} className="align-top" data-enrolment={row.email}>
          <td className="px-4 py-3">
            <span className="block font-semibold">{row.name}</span>
            {/* A long address wraps, so the card's narrow column shows every column without scrolling sideways. */}
            <span className="block text-ink-muted wrap-anywhere">{row.email}</span>
            {row.phone ? <span className="block text-ink-muted">{row.phone}</span> : null}
            {row.state === "pending" || row.state === "active" ? (
              <WithdrawForm row={row} lastResult={lastResult} />
            ) : null}
          </td>
          <td className="px-4 py-3">
            <Badge variant={STATE_VARIANT[row.state]}>{ENROLMENT_STATE_LABELS[row.state]}</Badge>
            {row.stateChangedAt ? (
              <span className="mt-1 block text-xs text-ink-muted">
                since {formatDateTime(row.stateChangedAt)}
              </span>
            ) : null}
          </td>
          <td className="hidden px-4 py-3 md:table-cell">
            {row.activatedVia ? ENROLMENT_ROUTE_LABELS[row.activatedVia] : "Asked at signup or payment"}
            {row.orderId ? (
              <Link
                to={`/staff/payments/${encodeURIComponent(row.orderId)}`}
                className="mt-1 block font-mono text-brand-700 wrap-anywhere hover:underline"
              >
                {row.orderId}
              </Link>
            ) : null}
            {row.reason ? <span className="mt-1 block text-ink-muted">{row.reason}</span> : null}
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** Staff enrol a student by hand: cash, bank transfer or scholarship, with a reason. */
export function EnrolByHandForm({
  lastResult,
  disabled,
}: {
  lastResult: FormResult | null | undefined;
  disabled: boolean;
}) {
  const navigation = useNavigation();
  // Only this form sends a "route".
  const mine = lastResult?.initialValue && "route" in lastResult.initialValue ? lastResult : null;
  const [form, fields] = useSchemaForm(enrolByHandSchema, {
    id: "enrol-by-hand",
    lastResult: navigation.state === "idle" ? mine : null,
    defaultValue: { route: "cash" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value="enrol" />
      {form.errors?.length ? <Notice tone="error">{form.errors.join(" ")}</Notice> : null}
      <FormField
        field={fields.email}
        label="Student's account e-mail"
        required
        hint="The student signs up first."
      >
        {(control) => <Input {...control} type="email" autoComplete="off" />}
      </FormField>
      <FormField field={fields.route} label="How" required>
        {(control) => (
          <NativeSelect {...control}>
            {MANUAL_ENROLMENT_ROUTES.map((route) => (
              <option key={route} value={route}>
                {ENROLMENT_ROUTE_LABELS[route]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        field={fields.reason}
        label="Reason"
        required
        hint="e.g. receipt number, or why the scholarship."
      >
        {(control) => <Textarea {...control} rows={2} maxLength={500} />}
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={disabled}>
        Enrol and activate
      </Button>
    </Form>
  );
}
