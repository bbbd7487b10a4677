import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { absoluteStart, iconPathData, iconPaths, singlePathIconModule } from "./vite-icon-paths";

const lucideIcons = path.join(
  path.dirname(createRequire(import.meta.url).resolve("lucide-react/package.json")),
  "dist/esm/icons",
);

describe("each icon as one path", () => {
  it("makes a path's leading relative move absolute and keeps the pairs after it relative", () => {
    expect(absoluteStart("m16 18 6-6-6-6")).toBe("M16 18l6-6-6-6");
    expect(absoluteStart("m8 6-6 6 6 6")).toBe("M8 6l-6 6 6 6");
    expect(absoluteStart("m12 5 7 7")).toBe("M12 5l7 7");
    expect(absoluteStart("M5 12h14")).toBe("M5 12h14");
    // Numbers run together: 16.53 then .923 (lucide's shield icons).
    expect(absoluteStart("m14.305 16.53.923-.382")).toBe("M14.305 16.53l.923-.382");
    expect(absoluteStart("m9 12 2 2 4-4")).toBe("M9 12l2 2 4-4");
  });

  it("draws circles, rounded rectangles, lines and polylines as subpaths", () => {
    expect(
      iconPathData([
        ["circle", { cx: "6", cy: "18", r: "3", key: "a" }],
        ["rect", { x: "8", y: "8", width: "8", height: "8", rx: "1", key: "b" }],
        ["line", { x1: "2", y1: "2", x2: "22", y2: "22", key: "c" }],
        ["polyline", { points: "22 12 18 12 15 21", key: "d" }],
        ["rect", { x: "3", y: "4", width: "18", height: "4", key: "e" }],
      ]),
    ).toBe(
      "M3 18a3 3 0 1 0 6 0a3 3 0 1 0 -6 0z" +
        "M9 8h6a1 1 0 0 1 1 1v6a1 1 0 0 1 -1 1h-6a1 1 0 0 1 -1 -1v-6a1 1 0 0 1 1 -1z" +
        "M2 2L22 22" +
        "M22 12 18 12 15 21" +
        "M3 4h18v4h-18z",
    );
  });

  it("leaves an icon alone when one of its parts has a fill or anything else of its own", () => {
    expect(
      iconPathData([
        ["path", { d: "M3 3h18", key: "a" }],
        ["circle", { cx: "16", cy: "13", r: "0.5", fill: "currentColor", key: "b" }],
      ]),
    ).toBeNull();
  });

  it("rewrites lucide's own module for the processor icon (14 parts) to one path", () => {
    const code = readFileSync(path.join(lucideIcons, "cpu.mjs"), "utf8");
    const out = singlePathIconModule(code);
    expect(out).not.toBeNull();
    const list = /node: \[\["path", \{ d: "([^"]+)", key: "d" \}\]\]/.exec(out!);
    expect(list).not.toBeNull();
    expect(list![1].match(/M/g)).toHaveLength(14);
    expect(out).toContain("const Cpu = createLucideIcon(__iconData);");
  });

  it("keeps a module with a single part as it is", () => {
    const code = readFileSync(path.join(lucideIcons, "cloud.mjs"), "utf8");
    expect(singlePathIconModule(code)).toBeNull();
  });

  it("points an icon module's icon factory, and nothing else, at the one-element factory (decision 212)", () => {
    const resolveId = iconPaths().resolveId as (source: string, importer?: string) => string | null;
    const icon = path.join(lucideIcons, "cpu.mjs");
    expect(resolveId("../createLucideIcon.mjs", icon)).toBe(
      path.resolve(import.meta.dirname, "../app/components/ui/lucide-icon.ts"),
    );
    // lucide's barrel, our own factory's import of lucide's, and other imports stay as they are.
    expect(resolveId("./createLucideIcon.mjs", path.join(lucideIcons, "../lucide-react.mjs"))).toBeNull();
    expect(resolveId("../createLucideIcon.mjs", path.resolve("app/components/ui/lucide-icon.ts"))).toBeNull();
    expect(resolveId("react", icon)).toBeNull();
    expect(resolveId("../createLucideIcon.mjs")).toBeNull();
  });
});
