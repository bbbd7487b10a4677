// Which shared modules go into which browser chunk (used by scripts/vite-chunking.ts).
//
// Left to itself the bundler makes one chunk per distinct set of entries that
// share a module: with ~40 route modules that is 150+ files, most under 2 KB
// (single icons, small helpers), and a page loads 30-55 of them, each a
// request with its own headers. This plan starts from the same chunks and
// merges them, cheapest first, as long as no page (or lazily loaded part)
// downloads more than `maxWaste` bytes of code it does not use, and the
// chunks still import each other without a cycle (a cycle between chunks
// could run a module before the one it needs). See
// docs/decisions/130-fewer-script-requests.md.
//
// Pure: no bundler types, unit-tested in chunk-plan.test.ts.

export interface PlanModule {
  id: string;
  /** Size in any consistent unit (the chunking uses each module's code, gzipped on its own). */
  size: number;
  /** Modules this one imports statically (only modules that are in the output). */
  deps: string[];
}

export interface PlanPage {
  name: string;
  /** Entry modules the page loads at once (client entry, root, layouts, the route). */
  roots: string[];
  /** Planned chunks the page may load; merging goes on while a page loads more. */
  maxChunks: number;
  /** A lazily loaded part: the modules that import it (import()). */
  importers?: string[];
  /** Most unneeded code merges may add to this page (else the input's maxWaste). */
  maxWaste?: number;
}

export interface PlanInput {
  modules: PlanModule[];
  /** Pages, and each lazily imported module as a page of its own. */
  pages: PlanPage[];
  /** Modules the plan never moves (entries, the framework group, ...). */
  fixed: (id: string) => boolean;
  /** Most bytes of unneeded code merges may add to any page, in `size` units. */
  maxWaste: number;
  /**
   * Modules loaded by import() while a page starts, without waiting for the person (the chat
   * button, when the browser is idle), with the modules that import them: they count as part
   * of every page that has such an importer.
   */
  startup?: { root: string; importers: string[] }[];
}

export interface Plan {
  /** Module id -> chunk name, for every module the plan places. */
  chunkOf: Map<string, string>;
  /**
   * Per page: how many planned chunks it loads, and the unneeded bytes they carry (for a lazily
   * loaded part, those the pages that import it have not loaded already).
   */
  pages: { name: string; chunks: number; maxChunks: number; waste: number }[];
}

interface Cluster {
  members: string[];
  size: number;
  /** Page index -> bytes of this cluster the page needs. */
  need: Map<number, number>;
  alive: boolean;
}

export function planChunks(input: PlanInput): Plan {
  const byId = new Map(input.modules.map((m) => [m.id, m]));
  const pageCount = input.pages.length;

  // Each page's modules: everything its roots reach.
  const pagesOf = new Map<string, Set<number>>();
  const rootsOf = new Map<string, Set<string>>();
  input.pages.forEach((page, p) => {
    const roots = [...page.roots];
    if (input.startup?.length) {
      const loaded = new Set(page.roots.flatMap((r) => [...closure(r, byId)]));
      for (const s of input.startup) if (s.importers.some((i) => loaded.has(i))) roots.push(s.root);
    }
    for (const root of roots) {
      for (const id of closure(root, byId)) {
        let set = pagesOf.get(id);
        if (!set) pagesOf.set(id, (set = new Set()));
        set.add(p);
        let roots = rootsOf.get(id);
        if (!roots) rootsOf.set(id, (roots = new Set()));
        roots.add(root);
      }
    }
  });
  const isRoot = new Set([
    ...input.pages.flatMap((p) => p.roots),
    ...(input.startup ?? []).map((s) => s.root),
  ]);

  // A module shared by several roots is placed by the plan, unless it (or something it
  // imports) is fixed: its chunk must not import a chunk the plan does not control.
  const pinned = new Set<string>();
  const pinnedMemo = new Map<string, boolean>();
  const dependsOnFixed = (id: string, stack: Set<string>): boolean => {
    const memo = pinnedMemo.get(id);
    if (memo !== undefined) return memo;
    if (stack.has(id)) return false;
    stack.add(id);
    const mod = byId.get(id);
    const result = !mod || mod.deps.some((d) => (input.fixed(d) ? isRoot.has(d) : dependsOnFixed(d, stack)));
    stack.delete(id);
    pinnedMemo.set(id, result);
    return result;
  };
  // A lazily loaded part that only one entry imports (a page's sections below the fold) is
  // always loaded after that entry: what the two share stays in the entry's own chunk.
  const ownerOf = new Map<string, string>();
  for (const page of input.pages) {
    if (!page.importers || page.roots.length !== 1) continue;
    const owners = new Set(page.importers.flatMap((i) => [...(rootsOf.get(i) ?? [])]));
    owners.delete(page.roots[0]);
    if (owners.size === 1) ownerOf.set(page.roots[0], [...owners][0]);
  }
  const ownRoots = (id: string) => {
    const roots = new Set([...(rootsOf.get(id) ?? [])].map((r) => ownerOf.get(r) ?? r));
    return roots.size;
  };
  const placeable = input.modules.filter((m) => {
    if (input.fixed(m.id) || isRoot.has(m.id)) return false;
    if (ownRoots(m.id) < 2) return false;
    if (dependsOnFixed(m.id, new Set())) {
      pinned.add(m.id);
      return false;
    }
    return true;
  });

  // Start where the bundler would: one cluster per distinct set of roots.
  const clusters: Cluster[] = [];
  const clusterOf = new Map<string, number>();
  const bySignature = new Map<string, number>();
  for (const m of placeable) {
    const signature = [...rootsOf.get(m.id)!].sort().join("\n");
    let c = bySignature.get(signature);
    if (c === undefined) {
      c = clusters.length;
      bySignature.set(signature, c);
      clusters.push({ members: [], size: 0, need: new Map(), alive: true });
    }
    const cluster = clusters[c];
    cluster.members.push(m.id);
    cluster.size += m.size;
    for (const p of pagesOf.get(m.id) ?? []) cluster.need.set(p, (cluster.need.get(p) ?? 0) + m.size);
    clusterOf.set(m.id, c);
  }

  // Each page loads the clusters it needs, and whatever those import.
  const edges = (c: number) => {
    const out = new Set<number>();
    for (const id of clusters[c].members)
      for (const d of byId.get(id)?.deps ?? []) {
        const t = clusterOf.get(d);
        if (t !== undefined && t !== c) out.add(t);
      }
    return out;
  };
  let out: Set<number>[] = [];
  let reach: Set<number>[] = [];
  /** reach[] as arrays: scoring iterates them (faster than iterating a Set). */
  let reachList: number[][] = [];
  const refreshGraph = () => {
    out = clusters.map((c, i) => (c.alive ? edges(i) : new Set<number>()));
    reach = clusters.map((c, i) => {
      const seen = new Set<number>();
      if (!c.alive) return seen;
      const stack = [i];
      while (stack.length) {
        const n = stack.pop()!;
        if (seen.has(n)) continue;
        seen.add(n);
        for (const next of out[n]) stack.push(next);
      }
      return seen;
    });
    reachList = reach.map((r) => [...r]);
  };
  refreshGraph();
  const loaded: Set<number>[] = input.pages.map(() => new Set());
  clusters.forEach((c, i) => {
    for (const [p] of c.need) for (const r of reach[i]) loaded[p].add(r);
  });
  // A lazily loaded part is fetched after a page that imports it: the chunks every such page
  // has already loaded cost the part neither a request nor a byte.
  const hostsOf = input.pages.map((page, p) => {
    const hosts = new Set<number>();
    for (const i of page.importers ?? []) for (const h of pagesOf.get(i) ?? []) if (h !== p) hosts.add(h);
    return [...hosts];
  });
  const noHosts = new Set<number>();
  const hostLoaded = (p: number) => {
    const hosts = hostsOf[p];
    if (!hosts.length) return noHosts;
    return new Set([...loaded[hosts[0]]].filter((c) => hosts.every((h) => loaded[h].has(c))));
  };
  let shared = input.pages.map((_, p) => hostLoaded(p));
  const own = (p: number) => [...loaded[p]].filter((c) => !shared[p].has(c));
  const waste = (p: number) =>
    own(p).reduce((sum, c) => sum + clusters[c].size - (clusters[c].need.get(p) ?? 0), 0);
  const wasteNow = input.pages.map((_, p) => waste(p));
  const chunksNow = input.pages.map((_, p) => own(p).length);

  // Which pages load each cluster (kept in step with `loaded`): a merge is scored only on the
  // pages it touches, not on every page, which keeps the plan well under a second.
  // Per page, as arrays indexed by cluster: loaded, or already loaded by its hosts (`have`).
  const loadedBy: number[][] = clusters.map(() => []);
  const isLoaded = input.pages.map(() => new Uint8Array(clusters.length));
  const isShared = input.pages.map(() => new Uint8Array(clusters.length));
  const have = input.pages.map(() => new Uint8Array(clusters.length));
  const wasteLimit = input.pages.map((page) => page.maxWaste ?? input.maxWaste);
  const maxChunks = input.pages.map((page) => page.maxChunks);
  /** Clusters that some page over its request limit loads: only merges touching one can save. */
  const touchesOver = new Uint8Array(clusters.length);
  const refreshPageState = () => {
    for (const list of loadedBy) list.length = 0;
    touchesOver.fill(0);
    loaded.forEach((set, p) => {
      isLoaded[p].fill(0);
      isShared[p].fill(0);
      have[p].fill(0);
      const over = chunksNow[p] > input.pages[p].maxChunks;
      for (const c of set) {
        loadedBy[c].push(p);
        isLoaded[p][c] = 1;
        have[p][c] = 1;
        if (over) touchesOver[c] = 1;
      }
      for (const c of shared[p]) {
        have[p][c] = 1;
        isShared[p][c] = 1;
      }
    });
  };
  refreshPageState();
  // A cycle: a reaches b through another cluster (or b reaches a through another).
  const cycleVia = (from: number, to: number) => {
    if (!reach[from].has(to)) return false;
    for (const n of out[from]) if (n !== to && reach[n].has(to)) return true;
    return false;
  };
  const seenPage = new Int32Array(pageCount).fill(-1);
  const mergedList: number[] = [];
  const inMerged = new Int32Array(clusters.length).fill(-1);
  let pairStamp = 0;

  /** A merge's score (requests saved per kilobyte of unneeded code added), or -Infinity. */
  /** Requests the merge saves on page p (pageSaved), unneeded bytes it adds (returned), -1: too many. */
  let pageSaved = 0;
  const scorePage = (p: number, a: number, b: number): number => {
    const la = isLoaded[p][a] === 1;
    const lb = isLoaded[p][b] === 1;
    const got = have[p];
    let extraBytes = 0;
    let extraChunks = 0;
    // A page loads all a cluster reaches: only the other cluster's reach can be new to it.
    const missing = la && lb ? null : la ? reachList[b] : lb ? reachList[a] : mergedReach(a, b);
    if (missing)
      for (let i = 0; i < missing.length; i++) {
        const c = missing[i];
        if (got[c] === 0) {
          extraBytes += clusters[c].size;
          if (c !== a && c !== b) extraChunks++;
        }
      }
    if (wasteNow[p] + extraBytes > wasteLimit[p] && extraBytes > 0) return -1;
    const before = chunksNow[p];
    // The merged chunk is a request of the page's own unless its hosts load half of it.
    const sa = isShared[p][a] === 1;
    const sb = isShared[p][b] === 1;
    const after = before - (la && !sa ? 1 : 0) - (lb && !sb ? 1 : 0) + (sa || sb ? 0 : 1) + extraChunks;
    const target = maxChunks[p];
    pageSaved = before > target ? before - Math.max(after, target) : after > target ? target - after : 0;
    return extraBytes;
  };
  /** The clusters a merged a+b reaches (for a page that loads neither), built once per pair. */
  const mergedReach = (a: number, b: number) => {
    if (mergedFor !== pairStamp) {
      mergedFor = pairStamp;
      mergedList.length = 0;
      for (const list of [reachList[a], reachList[b]])
        for (const c of list)
          if (inMerged[c] !== pairStamp) {
            inMerged[c] = pairStamp;
            mergedList.push(c);
          }
    }
    return mergedList;
  };
  let mergedFor = -1;

  /** A merge's score (requests saved per kilobyte of unneeded code added), or -Infinity. */
  const scorePair = (a: number, b: number) => {
    if (cycleVia(a, b) || cycleVia(b, a)) return -Infinity;
    pairStamp++;
    let saved = 0;
    let added = 0;
    for (const list of [loadedBy[a], loadedBy[b]])
      for (let i = 0; i < list.length; i++) {
        const p = list[i];
        if (seenPage[p] === pairStamp) continue;
        seenPage[p] = pairStamp;
        const bytes = scorePage(p, a, b);
        if (bytes < 0) return -Infinity;
        added += bytes;
        saved += pageSaved;
      }
    if (saved <= 0) return -Infinity;
    // Requests saved per kilobyte of unneeded code added.
    return saved / (1 + added / 1000);
  };
  // Scores are kept between rounds: a merge changes only the pairs that touch a cluster whose
  // reach changed or a page whose chunks changed (the rest are the same sums as before).
  const size = clusters.length;
  const scores = new Float64Array(size * size).fill(Number.NaN);
  /** Per pair (a * size + b, a < b): how many pages over their request limit load both. */
  const pairPages = new Uint16Array(size * size);
  /** The candidate pairs, and the same by their bound, highest first. */
  const pairs = new Int32Array(size * size);
  const order = new Int32Array(size * size);
  const bucketStart = new Int32Array(pageCount + 2);

  for (;;) {
    let best: { a: number; b: number; score: number } | undefined;
    // A merge saves a request only on a page over its limit that loads both clusters (for any
    // other page it adds a file or changes nothing, and it saves at most one on each): only
    // such pairs are candidates, and how many such pages there are bounds the pair's score.
    pairPages.fill(0);
    let pairCount = 0;
    for (let p = 0; p < pageCount; p++) {
      if (chunksNow[p] <= input.pages[p].maxChunks) continue;
      const list = [...loaded[p]];
      for (let i = 0; i < list.length; i++)
        for (let j = i + 1; j < list.length; j++) {
          const x = list[i];
          const y = list[j];
          const pair = x < y ? x * size + y : y * size + x;
          if (pairPages[pair]++ === 0) pairs[pairCount++] = pair;
        }
    }
    // Highest bound first (a counting sort: bounds are page counts): once the bound falls below
    // the best score found, no later pair can win, and is not scored at all.
    bucketStart.fill(0);
    for (let i = 0; i < pairCount; i++) bucketStart[pageCount - pairPages[pairs[i]] + 1]++;
    for (let k = 1; k < bucketStart.length; k++) bucketStart[k] += bucketStart[k - 1];
    for (let i = 0; i < pairCount; i++) order[bucketStart[pageCount - pairPages[pairs[i]]]++] = pairs[i];
    for (let i = 0; i < pairCount; i++) {
      const pair = order[i];
      if (best && pairPages[pair] < best.score) break;
      let score = scores[pair];
      if (Number.isNaN(score)) score = scores[pair] = scorePair(Math.floor(pair / size), pair % size);
      if (score === -Infinity) continue;
      // Ties go to the first pair in index order (a < b), as a scan of all pairs would choose.
      if (!best || score > best.score || (score === best.score && pair < best.a * size + best.b))
        best = { a: Math.floor(pair / size), b: pair % size, score };
    }
    if (!best) break;
    const { a, b } = best;
    const pageBefore = input.pages.map((_, p) => ({
      have: have[p].slice(),
      loaded: isLoaded[p].slice(),
      shared: shared[p],
      waste: wasteNow[p],
      chunks: chunksNow[p],
    }));
    const ca = clusters[a];
    const cb = clusters[b];
    for (const [p, n] of cb.need) ca.need.set(p, (ca.need.get(p) ?? 0) + n);
    ca.members.push(...cb.members);
    ca.size += cb.size;
    for (const id of cb.members) clusterOf.set(id, a);
    cb.alive = false;
    refreshGraph();
    for (let p = 0; p < pageCount; p++) {
      if (!loaded[p].has(a) && !loaded[p].has(b)) continue;
      loaded[p].delete(b);
      for (const r of reach[a]) loaded[p].add(r);
    }
    shared = input.pages.map((_, p) => hostLoaded(p));
    for (let p = 0; p < pageCount; p++) {
      wasteNow[p] = waste(p);
      chunksNow[p] = own(p).length;
    }
    refreshPageState();

    const dirtyPage = input.pages.map((_, p) => {
      const was = pageBefore[p];
      if (was.waste !== wasteNow[p] || was.chunks !== chunksNow[p]) return true;
      if (was.shared.size !== shared[p].size || [...shared[p]].some((c) => !was.shared.has(c))) return true;
      for (let c = 0; c < size; c++)
        if (was.have[c] !== have[p][c] || was.loaded[c] !== isLoaded[p][c]) return true;
      return false;
    });
    // Rescore the pairs with a cluster whose reach changed (only those that reached a or b,
    // which now reach a) or that a changed page loads.
    for (let x = 0; x < size; x++) {
      if (x !== a && !reach[x].has(a) && !loadedBy[x].some((p) => dirtyPage[p])) continue;
      scores.fill(Number.NaN, x * size + x + 1, (x + 1) * size);
      for (let y = 0; y < x; y++) scores[y * size + x] = Number.NaN;
    }
  }

  const chunkOf = new Map<string, string>();
  const used = new Map<string, number>();
  for (const cluster of clusters) {
    if (!cluster.alive) continue;
    const largest = cluster.members.reduce((x, y) => (byId.get(y)!.size > byId.get(x)!.size ? y : x));
    let name = chunkName(largest);
    const n = used.get(name) ?? 0;
    used.set(name, n + 1);
    if (n > 0) name = `${name}-${n + 1}`;
    for (const id of cluster.members) chunkOf.set(id, name);
  }
  return {
    chunkOf,
    pages: input.pages.map((page, p) => ({
      name: page.name,
      chunks: chunksNow[p],
      maxChunks: page.maxChunks,
      waste: wasteNow[p],
    })),
  };
}

function closure(root: string, byId: Map<string, PlanModule>) {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const d of byId.get(id)?.deps ?? []) stack.push(d);
  }
  return seen;
}

/** A readable chunk name from a module id: `lucide-react/dist/esm/icons/x.mjs` -> `x`. */
export function chunkName(id: string) {
  const file = id.replace(/[?#].*$/, "").split(/[\\/]/);
  let base = file.pop() ?? "shared";
  if (/^index\.\w+$/.test(base)) {
    while (file.length && ["dist", "esm", "es2015", "cjs", "src", "lib"].includes(file[file.length - 1]))
      file.pop();
    base = file.pop() ?? "shared";
  }
  return base.replace(/\.\w+$/, "").replace(/[^\w-]/g, "") || "shared";
}
