import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LucideProvider } from "lucide-react/dist/esm/context.mjs";
import lucideCreateIcon from "lucide-react/dist/esm/createLucideIcon.mjs";
import { describe, expect, it } from "vitest";
import { iconPathData } from "../../../scripts/vite-icon-paths";
import createLucideIcon, { iconMarkup } from "./lucide-icon";

const iconsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve("lucide-react/package.json")),
  "dist/esm/icons",
);

type Node = [string, Record<string, string>][];
/** Every icon lucide ships, read from its module's data literal (name, size, nodes, aliases). */
const ICONS = readdirSync(iconsDir)
  .filter((f) => f.endsWith(".mjs"))
  .map((file) => readFileSync(path.join(iconsDir, file), "utf8"))
  // An alias's module only re-exports its icon's.
  .map((source) => /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1])
  .filter((literal) => literal !== undefined)
  .map((literal) => new Function(`return ${literal}`)() as { name: string; size: number; node: Node });

const render = (icon: unknown, props: Record<string, unknown> = {}, wrap = (n: ReactNode) => n) =>
  renderToStaticMarkup(wrap(createElement(icon as never, props)) as never);

/** The same icon drawn by lucide's own component and by the fast one. */
function both(data: { name: string; size: number; node: Node }) {
  return [lucideCreateIcon(data), createLucideIcon(data)] as const;
}

describe("lucide icons as one element (decision 212)", () => {
  it(`writes the same markup as lucide's own component for all ${ICONS.length} icons, as lucide ships them and as one path`, () => {
    expect(ICONS.length).toBeGreaterThan(1500);
    let fast = 0;
    for (const data of ICONS) {
      const d = iconPathData(data.node);
      for (const variant of d === null
        ? [data]
        : [data, { ...data, node: [["path", { d, key: "d" }]] as Node }]) {
        const [lucide, ours] = both(variant);
        if (iconMarkup(variant.node) !== null) fast++;
        for (const props of [
          {},
          { className: "size-4 shrink-0 text-brand-700" },
          { "aria-hidden": "true" },
        ]) {
          expect(render(ours, props), `${data.name} ${JSON.stringify(props)}`).toBe(render(lucide, props));
        }
        expect(ours.displayName).toBe(lucide.displayName);
      }
    }
    // The fast path is the rule, not the exception.
    expect(fast).toBeGreaterThan(ICONS.length);
  });

  it("keeps lucide's rules for labels, classes and any other attribute", () => {
    const data = ICONS.find((i) => i.name === "megaphone");
    if (!data) throw new Error("no megaphone icon");
    const [lucide, ours] = both(data);
    for (const props of [
      { "aria-label": "Announcements", role: "img" },
      { title: "Announcements" },
      { className: "lucide size-4  lucide-megaphone extra" },
      { className: "" },
      { focusable: "false", "data-state": "open", id: "x", style: { marginTop: 2 } },
      { "aria-label": 'Say "hi" & <go>' },
    ]) {
      expect(render(ours, props), JSON.stringify(props)).toBe(render(lucide, props));
    }
    expect(render(ours)).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-megaphone" aria-hidden="true">${iconMarkup(data.node)}</svg>`,
    );
  });

  it("draws size, colour, stroke width, children and a LucideProvider's settings as lucide does", () => {
    const data = ICONS.find((i) => i.name === "check");
    if (!data) throw new Error("no check icon");
    const [lucide, ours] = both(data);
    for (const props of [
      { size: 16 },
      { color: "red" },
      { strokeWidth: 1.5 },
      { absoluteStrokeWidth: true, size: 48 },
      { nonScalingStroke: true },
      { width: 20, height: 10 },
      { absoluteStrokeWidth: true, strokeWidth: 3, width: 12 },
      { color: "" },
      { size: 16, nonScalingStroke: true, className: "a b" },
      { children: createElement("title", { key: "title" }, "Done") },
      { children: [createElement("title", { key: "title" }, "Done")], nonScalingStroke: true },
      { children: false },
    ]) {
      expect(render(ours, props), JSON.stringify(props)).toBe(render(lucide, props));
    }
    for (const settings of [
      { size: 20, strokeWidth: 1 },
      { color: "blue", className: "from-context size-4" },
      { absoluteStrokeWidth: true, size: 12 },
      { nonScalingStroke: true },
    ]) {
      const provider = (n: ReactNode) => createElement(LucideProvider, settings, n);
      for (const props of [{}, { className: "size-4" }, { size: 30, strokeWidth: 4 }]) {
        expect(render(ours, props, provider), JSON.stringify([settings, props])).toBe(
          render(lucide, props, provider),
        );
      }
    }
    const provider = (n: ReactNode) => createElement(LucideProvider, { size: 20 }, n);
    expect(render(ours, {}, provider)).toContain('width="20"');
  });

  it("escapes attribute values and leaves icons with nested children to lucide", () => {
    expect(iconMarkup([["path", { d: 'M0 0"<&>', key: "k" }]])).toBe(
      '<path d="M0 0&quot;&lt;&amp;&gt;"></path>',
    );
    expect(iconMarkup([["g", { key: "g" }, [["path", { d: "M0 0" }]]] as never])).toBeNull();
    expect(iconMarkup([["path", { strokeWidth: "1", key: "k" }]])).toBeNull();
  });
});
