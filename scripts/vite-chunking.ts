// Browser chunking for the client build (vite.config.ts): shared modules are
// placed by scripts/chunk-plan.ts so that no page loads dozens of tiny files,
// and the build fails if the chunks it wrote import each other in a cycle.
// docs/decisions/130-fewer-script-requests.md explains the numbers.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Plugin } from "vite";
import { planChunks, type Plan, type PlanModule, type PlanPage } from "./chunk-plan.ts";

/**
 * What every page runs (React, React Router): one "framework" chunk, outside the plan (React
 * DOM's client goes with the client entry; the bundler's runtime helpers get a file of their own).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-router|scheduler|cookie|cookie-es|set-cookie-parser|turbo-stream|@remix-run[\\/]route-pattern)[\\/]/;

/** React DOM's part that React Router and Radix import (portals, flushSync), not its client. */
const REACT_DOM_SHARED = /[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/;

/** Unneeded code merges may add to a page: bytes of gzip, summed module by module. */
const MAX_WASTE = 32_000;
/**
 * The home page, where most visits start (a phone's first download), carries none: its 8 KB
 * allowance was 3.7 KB of gzip it never ran (bench/budgets.json: its script, 120 KiB).
 */
const LANDING_PAGE = "routes/marketing/home.tsx";
const LANDING_WASTE = 0;
/** Script files a public page may load (its entries, the framework chunk and the planned chunks). */
const MAX_REQUESTS = 12;
/**
 * The payment page: its own parts (batch choice, UPI QR, proof form, online checkout) share
 * chunks with the course pages a buyer comes from, which the landing page's allowance of no waste
 * keeps apart; two more files, mostly cached by then, rather than a warning no one can act on.
 */
const PAYMENT_PAGE = "routes/marketing/payment.tsx";
const MAX_PAYMENT_REQUESTS = 14;
/** The same for the student portal and the staff console (used daily, their files cached). */
const MAX_SIGNED_IN_REQUESTS = 16;
/** ...which may also carry more code they do not use on one page (cached, it is used on the next). */
const MAX_SIGNED_IN_WASTE = 48_000;
const SIGNED_IN = /^routes[\\/](portal|staff)[\\/]/;
/**
 * A lazily loaded part (the chat, a pop-up) may add this many files when it loads: five, so
 * that the home page's modules need not be merged with the referral dialog's (it loads on a
 * tap; with four, the home page carried 3.7 KB of gzip it does not run).
 */
const MAX_LAZY_REQUESTS = 5;
/**
 * Modules whose import() runs as the page starts, not on the person's action (the chat button
 * comes when the browser is idle): what they load counts as part of the page.
 */
const STARTUP_IMPORTER = /[\\/]chat-launcher-when-idle\.tsx$/;

interface ModuleInfo {
  id: string;
  code: string | null;
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** The client build's chunking. `routes`: app/routes.ts; `appDir`: its folder. */
export function chunking(
  routes: RouteConfigEntry[],
  appDir: string,
  { timings = false }: { timings?: boolean } = {},
): Plugin {
  let plan: Plan | undefined;
  let planCpuMs = 0;
  let planWallMs = 0;
  return {
    name: "techpro:chunking",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    options(options) {
      // The plan moves modules on its own terms (includeDependenciesRecursively: false below),
      // which needs route modules to allow extra exports for the chunks they share.
      return { ...options, preserveEntrySignatures: "allow-extension" };
    },
    outputOptions(output) {
      const groups = chunkGroups(routes, appDir, (made, cpuMs, wallMs) => {
        plan = made;
        planCpuMs = cpuMs;
        planWallMs = wallMs;
        if (timings)
          console.log(
            `[chunk plan] ${wallMs} ms (${cpuMs} ms of the process's CPU), ${new Set(made.chunkOf.values()).size} chunks`,
          );
      });
      return { ...output, codeSplitting: { groups } };
    },
    generateBundle(_options, bundle) {
      const imports = new Map<string, readonly string[]>();
      for (const [file, item] of Object.entries(bundle))
        if (item.type === "chunk") imports.set(file, item.imports);
      const cycle = findCycle(imports);
      if (cycle) this.error(`Browser chunks import each other in a cycle: ${cycle.join(" -> ")}`);
      // Merging stops at the limits on unneeded code: say so when a page keeps more files.
      for (const page of plan?.pages ?? [])
        if (page.chunks > page.maxChunks)
          this.warn(`${page.name} loads ${page.chunks} planned chunks (at most ${page.maxChunks} planned)`);
      // For npm run bench (bench/budgets.json: the chunk plan's time), beside the build. CPU time
      // is the whole process's: it includes V8's compiler and GC threads and the bundler's own.
      const out = path.resolve(appDir, "../build");
      mkdirSync(out, { recursive: true });
      writeFileSync(
        path.join(out, "chunk-plan.json"),
        `${JSON.stringify({ cpuMs: planCpuMs, wallMs: planWallMs, chunks: new Set(plan?.chunkOf.values()).size })}\n`,
      );
    },
  };
}

/** A cycle in a graph of static imports, as the list of its files, or null. */
export function findCycle(imports: Map<string, readonly string[]>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === "done") return null;
    if (state.get(file) === "open") return [...path.slice(path.indexOf(file)), file];
    state.set(file, "open");
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(file, "done");
    return null;
  };
  for (const file of imports.keys()) {
    const found = visit(file);
    if (found) return found;
  }
  return null;
}

function chunkGroups(
  routes: RouteConfigEntry[],
  appDir: string,
  onPlan: (plan: Plan, cpuMs: number, wallMs: number) => void,
) {
  const candidates = new Set<string>();
  let plan: Plan | undefined;
  return [
    {
      // React, React Router and their helpers: one chunk, which every page loads (React
      // Router 8 ships its browser code as many modules, which the bundler alone split into
      // three chunks by their importers; React DOM's client stays with the client entry).
      debugName: "framework",
      name: (id: string) => (FRAMEWORK.test(id) || REACT_DOM_SHARED.test(id) ? "framework" : null),
      includeDependenciesRecursively: false,
    },
    {
      debugName: "chunk-plan",
      // test() sees every module before the first name(): the plan needs the whole output.
      test: (id: string) => {
        candidates.add(id);
        return true;
      },
      name(id: string, ctx: ChunkingContext) {
        // Once per build: the first name() call computes the whole plan, the rest look it up.
        if (!plan) {
          const started = process.cpuUsage();
          const wallStarted = performance.now();
          plan = makePlan([...candidates], ctx, routes, appDir);
          const used = process.cpuUsage(started);
          onPlan(
            plan,
            Math.round((used.user + used.system) / 1000),
            Math.round(performance.now() - wallStarted),
          );
        }
        return plan.chunkOf.get(id) ?? null;
      },
      // The plan places every module it moves; nothing is dragged along with them.
      includeDependenciesRecursively: false,
    },
  ];
}

function makePlan(ids: string[], ctx: ChunkingContext, routes: RouteConfigEntry[], appDir: string) {
  const info = new Map<string, ModuleInfo | null>();
  const get = (id: string) => {
    if (!info.has(id)) info.set(id, ctx.getModuleInfo(id));
    return info.get(id) ?? null;
  };
  const inOutput = new Set(ids);
  const barrels = new Map<string, Map<string, string[]> | null>();
  const exportsOf = (id: string) => {
    if (!barrels.has(id)) {
      const barrel = get(id);
      barrels.set(id, barrel?.code ? reexports(barrel) : null);
    }
    return barrels.get(id) ?? null;
  };
  // Sizes are read only for the modules the plan places (a few hundred small ones): React DOM
  // and the other fixed modules are never gzipped.
  const modules: PlanModule[] = ids.map((id) => {
    let size: number | undefined;
    return {
      id,
      get size() {
        return (size ??= gzipSync(get(id)?.code ?? "").length);
      },
      deps: usedModules(id, get, exportsOf, inOutput),
    };
  });

  const entries = ids.filter((id) => get(id)?.isEntry);
  const entryFor = (file: string) => {
    const abs = path.resolve(appDir, file);
    return entries.find((id) => id === abs || id.startsWith(`${abs}?`));
  };
  const clientEntry = entries.find((id) => /entry\.client\.[jt]sx?($|\?)/.test(id));
  const pages: PlanPage[] = [];
  const walk = (list: RouteConfigEntry[], chain: string[]) => {
    for (const route of list) {
      const entry = entryFor(route.file);
      const next = entry ? [...chain, entry] : chain;
      if (route.children?.length) walk(route.children, next);
      else {
        // Besides the planned chunks: its entry modules, the framework chunk (React, React Router)
        // and the bundler's runtime helpers (a file of their own: no chunk group can take them).
        const signedIn = SIGNED_IN.test(route.file);
        const limit = signedIn
          ? MAX_SIGNED_IN_REQUESTS
          : route.file === PAYMENT_PAGE
            ? MAX_PAYMENT_REQUESTS
            : MAX_REQUESTS;
        pages.push({
          name: route.id ?? route.file,
          roots: next,
          maxChunks: limit - next.length - 1,
          maxWaste: route.file === LANDING_PAGE ? LANDING_WASTE : signedIn ? MAX_SIGNED_IN_WASTE : MAX_WASTE,
        });
      }
    }
  };
  const rootEntry = entryFor("root.tsx");
  walk(
    routes,
    [clientEntry, rootEntry].filter((x): x is string => Boolean(x)),
  );
  // A module loaded by import() is a page of its own: it must not weigh on the first load.
  const lazy = ids.filter((id) => (get(id)?.dynamicImporters.length ?? 0) > 0);
  const startup: { root: string; importers: string[] }[] = [];
  for (const id of lazy) {
    const importers = [...(get(id)?.dynamicImporters ?? [])];
    if (importers.some((i) => STARTUP_IMPORTER.test(i))) startup.push({ root: id, importers });
    else pages.push({ name: `lazy ${id}`, roots: [id], maxChunks: MAX_LAZY_REQUESTS - 1, importers });
  }

  const lazySet = new Set(lazy);
  const fixed = (id: string) => FRAMEWORK.test(id) || Boolean(get(id)?.isEntry) || lazySet.has(id);
  // CHUNK_PLAN_DUMP=file: the planner's input as JSON, to profile or test it on its own.
  if (process.env.CHUNK_PLAN_DUMP)
    writeFileSync(
      process.env.CHUNK_PLAN_DUMP,
      JSON.stringify({ modules, pages, fixed: ids.filter(fixed), maxWaste: MAX_WASTE, startup }),
    );
  return planChunks({ modules, pages, fixed, maxWaste: MAX_WASTE, startup });
}

/**
 * The output modules `id` imports. Through a package's barrel file (`import { X } from
 * "lucide-react"`, which is not itself in the output), only the modules behind the names
 * it imports; when the barrel cannot be read, everything behind it (never too little).
 */
function usedModules(
  id: string,
  get: (id: string) => ModuleInfo | null,
  exportsOf: (id: string) => Map<string, string[]> | null,
  inOutput: Set<string>,
) {
  const mod = get(id);
  if (!mod) return [];
  const names = mod.code ? importedNames(mod.code) : new Map<string, Set<string> | null>();
  const out = new Set<string>();
  for (const dep of mod.importedIds) {
    if (inOutput.has(dep)) {
      out.add(dep);
      continue;
    }
    let used: Set<string> | null | undefined;
    for (const [spec, n] of names) if (resolve(mod, spec).includes(dep)) used = n;
    const exports = used ? exportsOf(dep) : null;
    const targets = exports && used ? [...used].map((n) => exports.get(n)) : null;
    if (targets?.every((t) => t?.length && t.every((x) => inOutput.has(x)))) {
      for (const t of targets) for (const x of t!) out.add(x);
      continue;
    }
    const seen = new Set<string>();
    const stack = [dep];
    while (stack.length) {
      const cur = stack.pop()!;
      if (seen.has(cur)) continue;
      seen.add(cur);
      if (inOutput.has(cur)) out.add(cur);
      else stack.push(...(get(cur)?.importedIds ?? []));
    }
  }
  return [...out];
}

/** Import specifier -> names imported from it (null: a namespace, default or side-effect import). */
export function importedNames(code: string) {
  const out = new Map<string, Set<string> | null>();
  for (const m of code.matchAll(/\bimport\s*([^'";]*?)\s*from\s*["']([^"']+)["']/g)) {
    const named = /^\{([^}]*)\}$/.exec(m[1].trim());
    const previous = out.get(m[2]);
    if (!named || previous === null) {
      out.set(m[2], null);
      continue;
    }
    const set = previous ?? new Set<string>();
    for (const part of named[1].split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) set.add(name);
    }
    out.set(m[2], set);
  }
  return out;
}

/** Exported name -> module ids, for a file of re-exports; null when it is not one we can read. */
export function reexports(barrel: { id: string; code: string | null; importedIds: readonly string[] }) {
  const code = barrel.code ?? "";
  const namespaces = new Map<string, string>();
  for (const m of code.matchAll(/\bimport\s*\*\s*as\s+([\w$]+)\s+from\s*["']([^"']+)["']/g))
    namespaces.set(m[1], m[2]);
  const out = new Map<string, string[]>();
  for (const m of code.matchAll(/\bexport\s*\{([^}]*)\}\s*(?:from\s*["']([^"']+)["'])?/g)) {
    for (const part of m[1].split(",")) {
      const [local, alias] = part.trim().split(/\s+as\s+/);
      if (!local) continue;
      const source = m[2] ?? namespaces.get(local.trim());
      if (!source) return null;
      out.set((alias ?? local).trim(), resolve(barrel, source));
    }
  }
  return out;
}

type Importer = { id: string; importedIds: readonly string[] };

/** Per module: its imports by file name without extension (a barrel of 2,400 icons is read once, not per name). */
const importsByFile = new WeakMap<Importer, Map<string, string[]>>();
// "./exports" names exports.js; "./dir" names dir/index.js
const fileOf = (i: string) => i.replace(/\?.*$/, "").replace(/(\/index)?\.[cm]?[jt]sx?$/, "");

function resolve(from: Importer, spec: string) {
  if (spec.startsWith(".")) {
    let index = importsByFile.get(from);
    if (!index) {
      index = new Map();
      for (const i of from.importedIds) {
        const key = fileOf(i);
        const list = index.get(key);
        if (list) list.push(i);
        else index.set(key, [i]);
      }
      importsByFile.set(from, index);
    }
    return index.get(path.resolve(path.dirname(from.id), spec).replace(/\.[cm]?[jt]sx?$/, "")) ?? [];
  }
  return from.importedIds.filter((i) => i.includes(`/node_modules/${spec}/`));
}
