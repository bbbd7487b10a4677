// Each icon as one <path> (docs/decisions/193-lighter-public-pages.md). A lucide icon is an <svg>
// with one child per stroke (the processor icon has 14): on the home page 52 icons were 225
// elements, a third of its DOM. Every child of an icon whose children are plain geometry
// (stroke only, no fill or transform of their own) becomes a subpath of a single <path>: the same
// strokes, fewer elements to create, style and hydrate. Browser and server builds alike (the
// server bundles lucide-react), so hydration sees the same markup; the dev server and the tests
// keep lucide's own. The icon modules' factory is also replaced by one that renders an icon as one
// element with its drawing written once (app/components/ui/lucide-icon.ts, decision 212).
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

type Attrs = Record<string, string>;

/** The icon's elements as one path's data, or null when one of them is more than geometry. */
export function iconPathData(nodes: [string, Attrs][]): string | null {
  const parts: string[] = [];
  for (const [tag, attrs] of nodes) {
    const { key: _key, ...a } = attrs;
    const geometry = GEOMETRY[tag];
    if (!geometry || Object.keys(a).some((k) => !geometry.includes(k))) return null;
    const n = (k: string, fallback = 0) => (a[k] === undefined ? fallback : Number(a[k]));
    if (tag === "path") parts.push(absoluteStart(a.d));
    else if (tag === "circle" || tag === "ellipse") {
      const rx = tag === "circle" ? n("r") : n("rx");
      const ry = tag === "circle" ? n("r") : n("ry");
      const [cx, cy] = [n("cx"), n("cy")];
      parts.push(
        `M${fmt(cx - rx)} ${fmt(cy)}a${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(2 * rx)} 0a${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(-2 * rx)} 0z`,
      );
    } else if (tag === "rect") {
      const [x, y, w, h] = [n("x"), n("y"), n("width"), n("height")];
      const rx = Math.min(a.rx !== undefined ? n("rx") : n("ry"), w / 2);
      const ry = Math.min(a.ry !== undefined ? n("ry") : rx, h / 2);
      parts.push(
        rx || ry
          ? `M${fmt(x + rx)} ${fmt(y)}h${fmt(w - 2 * rx)}a${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(rx)} ${fmt(ry)}v${fmt(h - 2 * ry)}a${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(-rx)} ${fmt(ry)}h${fmt(2 * rx - w)}a${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(-rx)} ${fmt(-ry)}v${fmt(2 * ry - h)}a${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(rx)} ${fmt(-ry)}z`
          : `M${fmt(x)} ${fmt(y)}h${fmt(w)}v${fmt(h)}h${fmt(-w)}z`,
      );
    } else if (tag === "line") parts.push(`M${a.x1} ${a.y1}L${a.x2} ${a.y2}`);
    else parts.push(`M${a.points.trim()}${tag === "polygon" ? "z" : ""}`);
  }
  return parts.join("");
}

const GEOMETRY: Record<string, string[]> = {
  path: ["d"],
  circle: ["cx", "cy", "r"],
  ellipse: ["cx", "cy", "rx", "ry"],
  rect: ["x", "y", "width", "height", "rx", "ry"],
  line: ["x1", "y1", "x2", "y2"],
  polyline: ["points"],
  polygon: ["points"],
};

const fmt = (v: number) => String(Math.round(v * 1000) / 1000);

/** An SVG number: `.5`, `-1.25`, `1e-3`; "16.53.923" is 16.53 then .923. */
const NUMBER = "[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:e[-+]?\\d+)?";

/**
 * A path's data that may follow another subpath: a leading relative move (`m`, absolute only at
 * the start of a path) made absolute, and the pairs after it, line-tos relative to it, kept so.
 */
export function absoluteStart(d: string): string {
  const m = new RegExp(`^\\s*m\\s*(${NUMBER})[\\s,]*(${NUMBER})[\\s,]*`, "i").exec(d);
  if (!m || d.trimStart()[0] === "M") return d.trim();
  const rest = d.slice(m[0].length);
  return `M${m[1]} ${m[2]}${/^[-+\d.]/.test(rest) ? "l" : ""}${rest}`;
}

const ICON_MODULE = /lucide-react\/dist\/esm\/icons\/[\w-]+\.mjs$/;
/** The node list of lucide's icon modules: `node: [` ... `\n  ]` (entries may span lines). */
const NODE_LIST = /node: (\[\n[\s\S]*?\n {2}\])/;

/** Rewrites a lucide icon module's node list to one path (null: unchanged). */
export function singlePathIconModule(code: string): string | null {
  const list = NODE_LIST.exec(code);
  if (!list) return null;
  // The list is a literal of arrays, objects and strings in lucide's own build output.
  const nodes = new Function(`return ${list[1]}`)() as [string, Attrs][];
  if (nodes.length < 2) return null;
  const d = iconPathData(nodes);
  if (d === null) return null;
  return code.replace(NODE_LIST, `node: [["path", { d: ${JSON.stringify(d)}, key: "d" }]]`);
}

/** The icon factory every icon module imports, replaced by one that renders one element (decision 212). */
const ICON_FACTORY = "../createLucideIcon.mjs";
const FAST_FACTORY = fileURLToPath(new URL("../app/components/ui/lucide-icon.ts", import.meta.url));

export function iconPaths(): Plugin {
  return {
    name: "techpro:icon-paths",
    apply: "build",
    // Before Vite's own resolver, which would resolve the icon factory's relative import first.
    enforce: "pre",
    resolveId(source, importer) {
      return source === ICON_FACTORY && importer && ICON_MODULE.test(importer) ? FAST_FACTORY : null;
    },
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null;
      const out = singlePathIconModule(code);
      return out === null ? null : { code: out, map: null };
    },
  };
}
