import type { LighthouseSummary } from "./budgets.mjs";

export const CATEGORIES: string[];
export function summarise(lhr: unknown): LighthouseSummary & {
  longTasks: { url: string; startMs: number; durationMs: number }[];
  mainThreadMs: Record<string, number>;
};
export function longTasksLine(
  path: string,
  summary: { longTasks?: { url: string; startMs: number; durationMs: number }[] },
): string;
