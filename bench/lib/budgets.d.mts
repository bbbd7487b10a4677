export interface LighthouseSummary {
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferBytes: number;
}
export interface RouteResult {
  path: string;
  kind: "public" | "demo" | "not-found";
  lighthouse?: LighthouseSummary | null;
  weight?: {
    jsGzipBytes: number;
    cssGzipBytes: number;
    jsRawBytes?: number;
    jsFiles?: number;
    cssFiles?: number;
  };
}
export interface LoadResult {
  name: string;
  kind: "page" | "form";
  skipped?: string;
  rps: number;
  p99Ms: number;
  errors: number;
  failedResponses: number;
}
export interface BenchResults {
  routes?: RouteResult[];
  load?: LoadResult[];
  coldStart?: { runsMs: number[]; medianMs: number };
}
export interface Budgets {
  lighthouse?: Partial<Record<"performance" | "accessibility" | "best-practices" | "seo", number>> & {
    lcpMs?: number;
    tbtMs?: number;
    cls?: number;
  };
  lighthouseSkip?: Partial<Record<RouteResult["kind"], string[]>>;
  weight?: Record<string, { jsGzipKB?: number; cssGzipKB?: number }>;
  load?: Partial<Record<LoadResult["kind"], { minRps?: number; maxP99Ms?: number; maxErrors?: number }>>;
  coldStartMs?: number;
}
export interface BudgetCheck {
  target: string;
  metric: string;
  measured: number | null;
  limit: number;
  op: ">=" | "<=";
  ok: boolean;
}
export function evaluateBudgets(results: BenchResults, budgets: Budgets): BudgetCheck[];
export function kb(bytes: number): number;
export function median(values: number[]): number;
