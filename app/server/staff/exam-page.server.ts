import { data, redirect } from "react-router";
import { labelFor } from "~/lib/course-modules";
import {
  examChangeSchema,
  examSchema,
  parseResultsCsv,
  questionDeleteSchema,
  questionSchema,
  resultSchema,
  resultsImportSchema,
  scoreText,
} from "~/lib/exam-forms";
import { examPhase, examWindow } from "~/lib/exam-window";
import { istLocalValue } from "~/lib/ist";
import { closeExpiredAttempts } from "../exam-attempts.server";
import { deleteQuestion, saveQuestion } from "../exam-questions.server";
import { examRoster, importResults, recordResult } from "../exam-results.server";
import { deleteExam, getBatchExam, saveExam, setExamPublished } from "../exams.server";
import { parseForm } from "../forms.server";
import { managedBatch } from "./batch-work.server";

/*
 * A batch's exam page in the staff console (routes/staff/batch-exam.tsx):
 * what it shows and what each of its forms does.
 */

/** What the page says after each change (?done=...). */
const EXAM_PAGE_DONE = {
  created: "Exam created as a draft.",
  saved: "Saved.",
  published: "Published: students see it, and its slot on their schedule.",
  unpublished: "Unpublished: students no longer see it.",
  question: "Question saved.",
  "question-deleted": "Question deleted.",
  result: "Result saved.",
  imported: "Results imported.",
} as const;

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

async function examOf(batchId: string, examId: string) {
  const found = await getBatchExam(batchId, examId);
  if (!found) throw notFound();
  return found;
}

/** The exam page's data: the exam, its form values, questions (one being edited) and the results. */
export async function examPageLoad(request: Request, params: { batchId: string; examId: string }) {
  const { batch, modules } = await managedBatch(request, params.batchId);
  let { exam, questions } = await examOf(batch.id, params.examId);
  // Attempts left open when the window passed are marked before anyone reads the results.
  if ((await closeExpiredAttempts(exam)) > 0) ({ exam, questions } = await examOf(batch.id, params.examId));
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  const editId = url.searchParams.get("edit");
  const phase = examPhase(exam, new Date());
  return {
    batch,
    modules: modules.map((m) => ({ number: m.number, label: m.label })),
    exam: {
      id: exam.id,
      title: exam.title,
      module: labelFor(modules, exam.module),
      kind: exam.kind,
      published: exam.published,
      totalMarks: exam.totalMarks,
      startsAt: exam.startsAt.toISOString(),
      closesAt: examWindow(exam).closesAt.toISOString(),
      phase,
    },
    form: {
      title: exam.title,
      description: exam.description,
      module: String(exam.module),
      opensAt: istLocalValue(exam.startsAt),
      durationMinutes: String(exam.durationMinutes),
      totalMarks: String(exam.totalMarks),
      passingMarks: String(exam.passingMarks),
      topics: exam.topics.join("\n"),
      kind: exam.kind,
      examUrl: exam.examUrl ?? "",
      isFinal: exam.isFinal ? "on" : "",
    },
    questions: questions.map((q) => ({
      ...q,
      options: [...q.options],
      correctOptions: [...q.correctOptions],
    })),
    editing: questions.find((q) => q.id === editId) ?? null,
    roster: await examRoster(batch.id, exam.id),
    done: done && done in EXAM_PAGE_DONE ? EXAM_PAGE_DONE[done as keyof typeof EXAM_PAGE_DONE] : null,
  };
}

const schemaFor = (formData: FormData) => {
  switch (formData.get("intent")) {
    case "save":
      return examSchema;
    case "question":
      return questionSchema;
    case "delete-question":
      return questionDeleteSchema;
    case "result":
      return resultSchema;
    case "import":
      return resultsImportSchema;
    default:
      return examChangeSchema;
  }
};

/** Every form of the exam page: details, publish/unpublish/delete, questions, a result, a CSV. */
export async function examPageAction(request: Request, params: { batchId: string; examId: string }) {
  const { user, batch } = await managedBatch(request, params.batchId);
  const { exam } = await examOf(batch.id, params.examId);
  const form = await parseForm(request, schemaFor);
  if (!form.ok) return form.response;
  const here = `/staff/batches/${encodeURIComponent(batch.id)}/exams/${exam.id}`;
  const back = (done: keyof typeof EXAM_PAGE_DONE) => redirect(`${here}?done=${done}`);
  const intent = form.formData.get("intent");
  const value = form.value;

  if (intent === "save" && "opensAt" in value) {
    const saved = await saveExam(user, batch.id, exam.id, value);
    if (!saved.ok)
      return form.refuse(
        saved.reason === "invalid" ? { fieldErrors: saved.fieldErrors } : { formErrors: ["No such exam."] },
        saved.reason === "invalid" ? 400 : 404,
      );
    return back("saved");
  }
  if (intent === "question" && "prompt" in value) {
    const saved = await saveQuestion(user, batch.id, exam.id, value);
    if (!saved.ok)
      return form.refuse(
        { formErrors: [saved.reason === "refused" ? saved.message : "No such question."] },
        409,
      );
    return back("question");
  }
  if (intent === "delete-question" && "questionId" in value && value.questionId) {
    const gone = await deleteQuestion(user, batch.id, exam.id, value.questionId);
    if (!gone.ok)
      return form.refuse(
        { formErrors: [gone.reason === "refused" ? gone.message : "No such question."] },
        409,
      );
    return back("question-deleted");
  }
  if (intent === "result" && "userId" in value && "score" in value) {
    const score = value.score === "" ? null : scoreText.safeParse(value.score);
    if (score && !score.success)
      return form.refuse({ fieldErrors: { score: [score.error.issues[0].message] } });
    const saved = await recordResult(user, batch.id, exam.id, value.userId, score ? score.data : null);
    if (!saved.ok)
      return form.refuse({
        fieldErrors: {
          score: saved.reason === "refused" ? saved.problems : ["Not a student of this batch."],
        },
      });
    return back("result");
  }
  if (intent === "import" && "csv" in value) {
    const parsed = parseResultsCsv(await value.csv.text());
    if (parsed.problems.length > 0) return form.refuse({ formErrors: parsed.problems });
    const imported = await importResults(user, batch.id, exam.id, parsed.rows);
    if (!imported.ok)
      return form.refuse({
        formErrors: imported.reason === "refused" ? imported.problems : ["No such exam."],
      });
    return back("imported");
  }
  if (
    "intent" in value &&
    (value.intent === "publish" || value.intent === "unpublish" || value.intent === "delete")
  ) {
    if (value.intent === "delete") {
      const gone = await deleteExam(user, batch.id, exam.id);
      if (!gone.ok)
        return form.refuse({ formErrors: [gone.reason === "refused" ? gone.message : "No such exam."] }, 409);
      return redirect(`/staff/batches/${encodeURIComponent(batch.id)}/exams`);
    }
    const changed = await setExamPublished(user, batch.id, exam.id, value.intent === "publish");
    if (!changed.ok)
      return form.refuse(
        { formErrors: [changed.reason === "refused" ? changed.message : "No such exam."] },
        409,
      );
    return back(value.intent === "publish" ? "published" : "unpublished");
  }
  return form.refuse({ formErrors: ["We couldn't read that form. Please reload the page and try again."] });
}
