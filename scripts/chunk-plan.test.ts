import { describe, expect, it } from "vitest";
import { chunkName, planChunks, type PlanModule, type PlanPage } from "./chunk-plan";
import { findCycle, importedNames, reexports } from "./vite-chunking";

const mod = (id: string, size: number, deps: string[] = []): PlanModule => ({ id, size, deps });
const page = (name: string, roots: string[], maxChunks = 1): PlanPage => ({ name, roots, maxChunks });
const entries = new Set(["a", "b", "c", "lazy"]);

function plan(modules: PlanModule[], pages: PlanPage[], maxWaste = 1_000) {
  return planChunks({ modules, pages, fixed: (id) => entries.has(id), maxWaste });
}

describe("planChunks", () => {
  it("leaves a module used by one page with that page's own chunk", () => {
    const result = plan([mod("a", 10, ["only-a"]), mod("only-a", 10)], [page("A", ["a"])]);
    expect(result.chunkOf.has("only-a")).toBe(false);
  });

  it("merges small shared modules used by different pages into one chunk while the waste is within the limit", () => {
    const modules = [
      mod("a", 10, ["x", "y"]),
      mod("b", 10, ["x", "y"]),
      mod("c", 10, ["x"]),
      mod("x", 50),
      mod("y", 50),
    ];
    const result = plan(modules, [page("A", ["a"]), page("B", ["b"]), page("C", ["c"])]);
    expect(result.chunkOf.get("x")).toBe(result.chunkOf.get("y"));
    // C now downloads y without using it.
    expect(result.pages.find((p) => p.name === "C")).toMatchObject({ chunks: 1, waste: 50 });
  });

  it("does not merge when a page would download more unneeded code than allowed", () => {
    const modules = [mod("a", 10, ["x", "y"]), mod("b", 10, ["x", "y"]), mod("c", 10, ["x"])];
    modules.push(mod("x", 50), mod("y", 5_000));
    const result = plan(modules, [page("A", ["a"]), page("B", ["b"]), page("C", ["c"])]);
    expect(result.chunkOf.get("x")).not.toBe(result.chunkOf.get("y"));
    expect(Math.max(...result.pages.map((p) => p.waste))).toBe(0);
  });

  it("stops merging once every page is within its number of chunks", () => {
    const modules = [mod("a", 10, ["x", "y"]), mod("b", 10, ["x", "y"]), mod("c", 10, ["x"])];
    modules.push(mod("x", 50), mod("y", 50));
    const pages = [page("A", ["a"], 2), page("B", ["b"], 2), page("C", ["c"], 2)];
    const result = plan(modules, pages);
    expect(result.chunkOf.get("x")).not.toBe(result.chunkOf.get("y"));
  });

  it("never merges two chunks when a third one in between would make them import each other in a cycle", () => {
    // x imports m, m imports y, each shared by different pages: merging x and y alone would
    // make {x,y} -> m -> {x,y}.
    const modules = [
      mod("a", 10, ["x"]),
      mod("b", 10, ["x"]),
      mod("c", 10, ["m"]),
      mod("d", 10, ["y"]),
      mod("x", 10, ["m"]),
      mod("m", 10, ["y"]),
      mod("y", 10),
    ];
    entries.add("d");
    const pages = [page("A", ["a"]), page("B", ["b"]), page("C", ["c"]), page("D", ["d"])];
    const result = plan(modules, pages, 10_000);
    const x = result.chunkOf.get("x");
    const y = result.chunkOf.get("y");
    const m = result.chunkOf.get("m");
    expect(x === y && y !== m).toBe(false);
  });

  it("counts what a merged module imports as downloaded by every page that loads the merge", () => {
    // Merging `small` (which imports `big`) into `shared` would make page C download `big` too.
    const modules = [
      mod("a", 10, ["shared", "small"]),
      mod("b", 10, ["shared", "small"]),
      mod("c", 10, ["shared"]),
      mod("shared", 10),
      mod("small", 10, ["big"]),
      mod("big", 5_000),
    ];
    const result = plan(modules, [page("A", ["a"]), page("B", ["b"]), page("C", ["c"])]);
    expect(result.chunkOf.get("small")).not.toBe(result.chunkOf.get("shared"));
  });

  it("does not move a shared module that imports an entry (its chunk would import that entry's chunk)", () => {
    const modules = [mod("a", 10, ["x"]), mod("b", 10, ["x"]), mod("x", 10, ["lazy"]), mod("lazy", 10)];
    const result = plan(modules, [page("A", ["a"]), page("B", ["b"]), page("L", ["lazy"])]);
    expect(result.chunkOf.has("x")).toBe(false);
  });
});

describe("chunkName", () => {
  it("names a chunk after its largest module's file, or its package for an index file", () => {
    expect(chunkName("/app/node_modules/lucide-react/dist/esm/icons/x.mjs")).toBe("x");
    expect(chunkName("/app/node_modules/@radix-ui/react-dialog/dist/index.mjs")).toBe("react-dialog");
    expect(chunkName("/repo/app/components/ui/cn.ts?v=1")).toBe("cn");
  });
});

describe("barrel files", () => {
  it("reads the names a module imports from each specifier", () => {
    const names = importedNames(
      'import { Menu, X as Close } from "lucide-react";\nimport * as R from "react";\nimport "./side.css";',
    );
    expect([...(names.get("lucide-react") ?? [])]).toEqual(["Menu", "X"]);
    expect(names.get("react")).toBeNull();
  });

  it("maps a barrel's exported names to the modules behind them", () => {
    const barrel = {
      id: "/n/node_modules/pkg/dist/index.js",
      code: 'import * as Dialog from "@x/dialog";\nexport { Dialog };\nexport { default as Menu, default as MenuIcon } from "./icons/menu.js";',
      importedIds: ["/n/node_modules/@x/dialog/dist/index.mjs", "/n/node_modules/pkg/dist/icons/menu.js"],
    };
    const map = reexports(barrel);
    expect(map?.get("Dialog")).toEqual(["/n/node_modules/@x/dialog/dist/index.mjs"]);
    expect(map?.get("MenuIcon")).toEqual(["/n/node_modules/pkg/dist/icons/menu.js"]);
  });
});

describe("findCycle", () => {
  it("finds chunks that import each other, and accepts a graph without a cycle", () => {
    expect(
      findCycle(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", []],
        ]),
      ),
    ).toBeNull();
    expect(
      findCycle(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", ["a"]],
        ]),
      ),
    ).toEqual(["a", "b", "c", "a"]);
  });
});

describe("planChunks and a page's own lazy part", () => {
  it("leaves what a page shares only with the part it loads later (import()) in the page's chunk", () => {
    entries.add("home");
    const modules = [mod("home", 10, ["content"]), mod("later", 10, ["content"]), mod("content", 500)];
    const pages = [page("Home", ["home"]), { ...page("later", ["later"]), importers: ["home"] }];
    expect(plan(modules, pages).chunkOf.has("content")).toBe(false);
  });
});

describe("planChunks and a lazily loaded part's hosts", () => {
  it("does not count as the part's download what every page that imports it has loaded already", () => {
    // B loads two chunks and may load one: k and y must merge. The part (loaded by A) then also
    // gets k, which A, its only host, has loaded already: nothing more to download.
    const modules = [mod("a", 10, ["k"]), mod("b", 10, ["k", "y"]), mod("lazy", 10, ["y"])];
    modules.push(mod("k", 5_000), mod("y", 50));
    const pages = [
      page("A", ["a"], 2),
      page("B", ["b"]),
      { ...page("later", ["lazy"], 3), importers: ["a"] },
    ];
    const result = plan(modules, pages);
    expect(result.chunkOf.get("k")).toBe(result.chunkOf.get("y"));
    expect(result.pages.find((p) => p.name === "later")).toMatchObject({ chunks: 0, waste: 0 });
  });
});

describe("planChunks and code a page loads as it starts", () => {
  it("counts a module imported at start-up (the chat button when idle) as part of the page", () => {
    entries.add("chat");
    // Without start-up accounting, "icon" (used by the chat and page B) would join "shared" for B's
    // sake and page A's chat would download B's code.
    const modules = [
      mod("a", 10, ["starter", "shared"]),
      mod("b", 10, ["shared", "icon"]),
      mod("starter", 10),
      mod("chat", 10, ["icon"]),
      mod("shared", 100),
      mod("icon", 100),
    ];
    const result = planChunks({
      modules,
      pages: [page("A", ["a"], 1), page("B", ["b"], 1)],
      fixed: (id) => entries.has(id),
      maxWaste: 1_000,
      startup: [{ root: "chat", importers: ["starter"] }],
    });
    // Every page that starts the chat loads icon anyway: no page downloads code it does not run.
    expect(Math.max(...result.pages.map((p) => p.waste))).toBe(0);
  });
});
