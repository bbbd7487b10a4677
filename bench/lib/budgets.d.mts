export interface LighthouseSummary {
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferBytes: number;
  scriptRequests?: number;
  /** Lighthouse's long tasks (ms after its CPU slowdown) and main-thread time per kind of work. */
  longTasks?: { url: string; startMs: number; durationMs: number }[];
  mainThreadMs?: Record<string, number>;
}
export interface RouteResult {
  path: string;
  kind: "public" | "demo" | "not-found";
  lighthouse?: LighthouseSummary | null;
  weight?: {
    jsGzipBytes: number;
    cssGzipBytes: number;
    jsRawBytes?: number;
    /** Script files the page loads on first view. */
    jsFiles?: number;
    /** The largest header block among those script responses. */
    maxAssetHeaderBytes?: number;
    cssFiles?: number;
    /** Elements in the server's HTML. */
    domElements?: number;
    /** Bytes of CSS inlined in the page, and of the stylesheets it links. */
    cssInlineBytes?: number;
    cssLinkedBytes?: number;
  };
}
export interface LoadResult {
  name: string;
  kind: "page" | "signed-in" | "form";
  skipped?: string;
  rps: number;
  p99Ms: number;
  errors: number;
  failedResponses: number;
  serverCpuMsPerRequest?: number | null;
}
export interface BenchResults {
  routes?: RouteResult[];
  load?: LoadResult[];
  coldStart?: { runsMs: number[]; medianMs: number };
  memory?: { idleRssMB: number | null; afterLoadRssMB: number | null; upload?: UploadResult };
  /** npm run build as the bench ran it: wall and CPU seconds, lines printed, the chunk plan's CPU. */
  build?: {
    wallS: number;
    cpuS: number | null;
    outputLines: number;
    chunkPlanS: number | null;
    chunkPlanCpuS: number | null;
  };
  /** npm start in a fresh clone (dependencies installed): to the first 200 on /. */
  firstStart?: { wallS: number; cpuS: number | null; loadAverage: number };
}
/** bench/lib/upload.mjs: a 25 MB study material uploaded, then downloaded. */
export interface UploadResult {
  fileMB: number;
  uploadStatus: number;
  rssBeforeUploadMB: number | null;
  uploadPeakRssMB: number | null;
  uploadGrowthMB: number | null;
  downloadStatus: number | null;
  downloadedMB: number | null;
  downloadGrowthMB: number | null;
}
type Category = "performance" | "accessibility" | "best-practices" | "seo";
export interface Budgets {
  lighthouse?: Partial<Record<Category, number>> & { lcpMs?: number; tbtMs?: number; cls?: number };
  lighthouseByRoute?: Record<string, Partial<Record<Category, number>> & { tbtMs?: number }>;
  lighthouseSkip?: Partial<Record<RouteResult["kind"], string[]>>;
  weight?: {
    everyRoute?: { maxScriptRequests?: number; maxAssetHeaderBytes?: number; cssInlineKB?: number };
  } & Record<
    string,
    | {
        jsGzipKB?: number;
        cssGzipKB?: number;
        scriptTransferKiB?: number;
        domElements?: number;
        maxScriptRequests?: number;
      }
    | string
  >;
  /** everyRoute's limits replaced for one kind of route (the portal's demo). */
  weightByKind?: Partial<
    Record<
      RouteResult["kind"],
      { maxScriptRequests?: number; maxAssetHeaderBytes?: number; cssInlineKB?: number }
    >
  >;
  load?: Partial<
    Record<
      LoadResult["kind"],
      { minRps?: number; maxP99Ms?: number; maxErrors?: number; maxCpuMsPerRequest?: number }
    >
  >;
  memory?: {
    idleRssMB?: number;
    afterLoadRssMB?: number;
    uploadGrowthMB?: number;
    downloadGrowthMB?: number;
  };
  coldStartMs?: number;
  build?: { seconds?: number; chunkPlanSeconds?: number; firstStartSeconds?: number };
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
export function kib(bytes: number): number;
export function median(values: number[]): number;
/** Lighthouse's CPU slowdown calibrated to a machine's benchmarkIndex (its calculator's formula); null without one. */
export function cpuSlowdownFor(benchmarkIndex: number | undefined): number | null;
