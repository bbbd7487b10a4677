import { Timer } from "lucide-react";
import { ExamQuestion } from "~/components/portal/exam-question";
import { useCallback, useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { useHydrated } from "~/components/layout/use-hydrated";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import type { Answers } from "~/lib/exam-marking";
import type { ExamTestQuestion } from "~/lib/portal-types";
import { formatTime } from "~/lib/format";

type SaveAnswer = { saved?: true; savedAt?: string; refused?: string };

function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, "0");
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

function answeredCount(form: HTMLFormElement | null, questions: readonly ExamTestQuestion[]): number {
  if (!form) return 0;
  const data = new FormData(form);
  return questions.filter((q) =>
    data.getAll(`q-${q.id}`).some((v) => typeof v === "string" && v.trim() !== ""),
  ).length;
}

/**
 * The in-portal test: every question on one page, a countdown to the close
 * (corrected by the server's clock), answers saved a moment after each change
 * and handed in automatically at zero. Without JavaScript it is a plain form
 * with Save answers and Submit; either way the server decides what counts.
 */
export function ExamTest({
  examId,
  questions,
  saved,
  savedAt,
  closesAt,
  serverNow,
}: {
  examId: string;
  questions: ExamTestQuestion[];
  saved: Answers;
  savedAt: string | null;
  closesAt: string;
  serverNow: string;
}) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const saver = useFetcher<SaveAnswer>();
  const [left, setLeft] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [unanswered, setUnanswered] = useState(0);
  const [warning, setWarning] = useState("");
  const handedIn = useRef(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const formId = `exam-${examId}`;

  // The device's clock may be off: count down by the server's.
  useEffect(() => {
    const offset = new Date(serverNow).getTime() - Date.now();
    const end = new Date(closesAt).getTime();
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((end - (Date.now() + offset)) / 1000));
      setLeft(seconds);
      if (seconds === 300) setWarning("5 minutes left.");
      if (seconds === 60) setWarning("1 minute left. Your answers are saved as you go.");
      if (seconds === 0 && !handedIn.current) {
        handedIn.current = true;
        formRef.current?.requestSubmit(submitRef.current ?? undefined);
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [closesAt, serverNow]);

  const save = useCallback(() => {
    if (!formRef.current || handedIn.current) return;
    const data = new FormData(formRef.current);
    data.set("intent", "save");
    void saver.submit(data, { method: "post" });
  }, [saver]);

  const onChange = () => {
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(save, 800);
  };
  useEffect(() => () => clearTimeout(saveTimer.current), []);

  // The countdown sticks under the portal's header: keep a focused answer clear of both.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingTop;
    root.style.scrollPaddingTop = "9rem";
    return () => {
      root.style.scrollPaddingTop = before;
    };
  }, []);

  const lastSaved = saver.data?.savedAt ?? savedAt;
  const status =
    saver.state !== "idle"
      ? "Saving…"
      : saver.data?.refused
        ? saver.data.refused
        : lastSaved
          ? `Answers saved at ${formatTime(lastSaved)}`
          : "Answers are saved as you go";

  return (
    <>
      <div className="sticky top-16 z-20 -mx-4 mb-6 border-b border-line bg-surface/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border sm:shadow-card">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <p className="inline-flex items-center gap-2 font-semibold">
            <Timer aria-hidden="true" className="size-5 text-red-700" />
            {left === null ? (
              <span>
                Ends at <time dateTime={closesAt}>{formatTime(closesAt)}</time>
              </span>
            ) : (
              <span role="timer" aria-label={`Time left: ${clock(left)}`}>
                Time left <span className="font-mono tabular-nums">{clock(left)}</span>
              </span>
            )}
          </p>
          <p className="text-sm text-ink-muted">
            {hydrated ? status : `Ends at ${formatTime(closesAt)} (India time)`}
          </p>
        </div>
        <p className="sr-only" aria-live="assertive">
          {warning}
        </p>
      </div>

      <Form
        method="post"
        id={formId}
        ref={formRef}
        onChange={hydrated ? onChange : undefined}
        className="grid gap-5"
      >
        <ol className="grid gap-5">
          {questions.map((q, i) => (
            <li key={q.id}>
              <ExamQuestion question={q} number={i + 1} saved={saved[q.id]} />
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save" variant="outline">
            Save answers
          </Button>
          {hydrated ? (
            <Button
              type="button"
              onClick={() => {
                setUnanswered(questions.length - answeredCount(formRef.current, questions));
                setConfirming(true);
              }}
            >
              Submit answers
            </Button>
          ) : null}
          {/* The real submit: pressed by the confirmation, by the countdown at zero, or directly without JavaScript. */}
          <Button
            ref={submitRef}
            type="submit"
            name="intent"
            value="submit"
            className={hydrated ? "hidden" : undefined}
          >
            Submit answers
          </Button>
        </div>
      </Form>

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Hand in your answers?</DialogTitle>
            <DialogDescription>
              {unanswered > 0
                ? `${unanswered} of ${questions.length} questions have no answer. `
                : "Every question has an answer. "}
              The test has one attempt: after this you cannot change anything.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep answering</Button>
            </DialogClose>
            <Button
              onClick={() => {
                handedIn.current = true;
                setConfirming(false);
                formRef.current?.requestSubmit(submitRef.current ?? undefined);
              }}
            >
              Submit answers
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
