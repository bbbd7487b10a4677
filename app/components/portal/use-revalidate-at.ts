import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** Longest wait worth a timer: a page left open longer is reloaded by its reader anyway. */
const MAX_WAIT_MS = 12 * 60 * 60_000;

/**
 * Reloads the page's data when the first of these instants passes (an exam
 * opening or closing), so "Start Exam" appears, or the review does, without
 * the student reloading. The server decides again on that request.
 */
export function useRevalidateAt(instants: readonly (string | null | undefined)[]) {
  const { revalidate } = useRevalidator();
  const key = instants.filter(Boolean).join("|");
  useEffect(() => {
    const now = Date.now();
    const next = key
      .split("|")
      .filter(Boolean)
      .map((iso) => new Date(iso).getTime())
      .filter((t) => t > now)
      .sort((a, b) => a - b)[0];
    if (next === undefined || next - now > MAX_WAIT_MS) return;
    // A second after the instant, so the server's clock has surely passed it too.
    const timer = setTimeout(() => void revalidate(), next - now + 1000);
    return () => clearTimeout(timer);
  }, [key, revalidate]);
}
