/**
 * The part of the public stylesheet a public page needs for what the server sent
 * (docs/decisions/192-css-per-area.md, addendum): every rule whose selector can match an
 * element of the page, in the stylesheet's own order, with the theme's variables and
 * Tailwind's registered properties that those rules use. The whole sheet follows as a
 * non-blocking <link> (root.tsx) for what appears later: dialogs, pop-ups, the chat, a
 * client-side navigation to another page. Because the subset keeps the sheet's order and
 * the whole sheet repeats every rule after it, the page looks the same with either.
 *
 * The stylesheet is Tailwind's minified output: rules, grouping at-rules (@layer, @media,
 * @supports, @starting-style, @container) and leaf at-rules (@property, @keyframes, ...).
 * A rule is kept when one of its comma-separated selectors has no class (element and
 * attribute selectors, the base layer) or its first class is on an element of the page; a
 * base rule for elements the page has none of (tables, <code>, <sub>) is left out too.
 */

const GROUPS = new Set(["layer", "media", "supports", "starting-style", "container", "scope"]);

type Node =
  | { kind: "text"; text: string }
  | { kind: "group"; prelude: string; layer: string | null; children: Node[] }
  | { kind: "property"; name: string; text: string }
  | { kind: "at"; text: string; vars: string[] }
  | {
      kind: "rule";
      text: string;
      /** Per selector: its first class, or null when it has none. */
      firstClasses: (string | null)[];
      /** Per selector: its element names (for selectors without a class). */
      tags: string[][];
      /** Custom properties the rule mentions (declared or read). */
      vars: string[];
      /** In @layer theme or @layer properties: its declarations, filtered by use. */
      declarations: { name: string | null; text: string }[] | null;
      prelude: string;
    };

export interface ParsedStylesheet {
  nodes: Node[];
  /** The theme's variables and what each of them reads (for the fixpoint). */
  themeReads: Map<string, string[]>;
}

function skipString(s: string, i: number): number {
  const quote = s[i];
  let j = i + 1;
  while (j < s.length && s[j] !== quote) j += s[j] === "\\" ? 2 : 1;
  return j;
}

/**
 * Index of the first of `stops` in `s` from `i` on that is outside strings, brackets and
 * escapes (s.length when there is none): the end of a prelude (`{` or `;`), a selector (`,`)
 * or a declaration (`;`).
 */
function topLevelIndex(s: string, i: number, stops: string): number {
  let depth = 0;
  for (let j = i; j < s.length; j++) {
    const c = s[j];
    if (c === "\\") j++;
    else if (c === '"' || c === "'") j = skipString(s, j);
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0 && stops.includes(c)) return j;
  }
  return s.length;
}

/** Index just after the `}` that closes the block opened at `open`. */
function blockEnd(s: string, open: number): number {
  let depth = 0;
  for (let j = open; j < s.length; j++) {
    const c = s[j];
    if (c === "\\") j++;
    else if (c === '"' || c === "'") j = skipString(s, j);
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return j + 1;
  }
  return s.length;
}

/** Splits at top-level commas (or semicolons), outside brackets and strings. */
function splitTop(text: string, separator: "," | ";"): string[] {
  const parts: string[] = [];
  for (let last = 0; last <= text.length;) {
    const stop = topLevelIndex(text, last, separator);
    parts.push(text.slice(last, stop));
    last = stop + 1;
  }
  return parts.filter((p) => p.trim() !== "");
}

const CLASS = /\.((?:\\(?:[0-9a-fA-F]{1,6} ?|[^0-9a-fA-F])|[\w-]|[\u0080-\u{10ffff}])+)/u;
function unescapeIdent(ident: string): string {
  return ident.replace(/\\(?:([0-9a-fA-F]{1,6}) ?|(.))/g, (_m, hex: string | undefined, ch: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : ch,
  );
}

/** Element names in a selector: identifiers not after `.`, `#`, `:`, `-` or inside [] / (). */
function tagsOf(selector: string): string[] {
  const tags: string[] = [];
  // Drop what is inside brackets and parentheses, then escapes, classes, ids and pseudo-classes.
  let flat = "";
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0) flat += c;
  }
  for (const m of flat.matchAll(/(^|[\s>+~,*])([a-zA-Z][a-zA-Z0-9-]*)/g)) tags.push(m[2].toLowerCase());
  // Browser pseudo-elements of form controls count as the controls.
  if (/::?(-webkit-|-moz-ui|placeholder|file-selector-button)/.test(flat)) tags.push("input");
  return tags;
}

const FORM_TAGS = ["input", "textarea", "select", "button"];

function varsOf(text: string): string[] {
  return [...new Set(text.match(/--[a-zA-Z0-9_-]+/g) ?? [])];
}

function parseNodes(
  s: string,
  start: number,
  end: number,
  layer: string | null,
  themeReads: Map<string, string[]>,
): { nodes: Node[]; next: number } {
  const nodes: Node[] = [];
  let i = start;
  while (i < end) {
    const c = s[i];
    if (c === " " || c === "\n" || c === "\t" || c === "\r") {
      i++;
      continue;
    }
    if (c === "}") return { nodes, next: i + 1 };
    if (s.startsWith("/*", i)) {
      const close = s.indexOf("*/", i + 2);
      const stop = close < 0 ? end : close + 2;
      nodes.push({ kind: "text", text: s.slice(i, stop) });
      i = stop;
      continue;
    }
    const stop = topLevelIndex(s, i, "{;");
    const prelude = s.slice(i, stop).trim();
    if (s[stop] !== "{") {
      // A statement (`@layer theme, base;`) is kept as it is.
      nodes.push({ kind: "text", text: `${prelude};` });
      i = stop + 1;
      continue;
    }
    const atName = prelude.startsWith("@") ? (/^@([\w-]+)/.exec(prelude)?.[1] ?? "") : null;
    if (atName !== null && GROUPS.has(atName)) {
      const innerLayer = atName === "layer" ? prelude.slice(6).trim() : layer;
      const inner = parseNodes(s, stop + 1, end, innerLayer, themeReads);
      nodes.push({ kind: "group", prelude, layer: innerLayer, children: inner.nodes });
      i = inner.next;
      continue;
    }
    const close = blockEnd(s, stop);
    const text = s.slice(i, close);
    if (atName === "property") nodes.push({ kind: "property", name: prelude.slice(9).trim(), text });
    else if (atName !== null) nodes.push({ kind: "at", text, vars: varsOf(text) });
    else {
      const selectors = splitTop(prelude, ",");
      const declared = layer === "theme" || layer === "properties";
      const declarations = declared
        ? splitTop(s.slice(stop + 1, close - 1), ";").map((d) => ({
            name: /^\s*(--[a-zA-Z0-9_-]+)\s*:/.exec(d)?.[1] ?? null,
            text: d,
          }))
        : null;
      if (layer === "theme" && declarations)
        for (const d of declarations)
          if (d.name) themeReads.set(d.name, varsOf(d.text.slice(d.text.indexOf(":") + 1)));
      nodes.push({
        kind: "rule",
        text,
        prelude,
        firstClasses: selectors.map((sel) => {
          const m = CLASS.exec(sel);
          return m ? unescapeIdent(m[1]) : null;
        }),
        tags: selectors.map(tagsOf),
        vars: declared ? [] : varsOf(text),
        declarations,
      });
    }
    i = close;
  }
  return { nodes, next: i };
}

export function parseStylesheet(css: string): ParsedStylesheet {
  const themeReads = new Map<string, string[]>();
  const { nodes } = parseNodes(css, 0, css.length, null, themeReads);
  return { nodes, themeReads };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };
const decode = (v: string) => v.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_m, e: string) => ENTITIES[e]);

/** The classes, element names and custom properties in a document's markup. */
export function pageVocabulary(html: string) {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g))
    for (const c of decode(m[1]).split(/\s+/)) if (c) classes.add(c);
  const tags = new Set<string>();
  for (const m of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)) tags.add(m[1].toLowerCase());
  // Custom properties set or read in style attributes (a progress bar's width, say).
  const vars = new Set<string>();
  for (const m of html.matchAll(/\sstyle="([^"]*)"/g)) for (const v of varsOf(decode(m[1]))) vars.add(v);
  return { classes, tags, vars };
}

type Vocabulary = ReturnType<typeof pageVocabulary>;

function ruleMatches(rule: Extract<Node, { kind: "rule" }>, page: Vocabulary): boolean {
  return rule.firstClasses.some((first, i) => {
    if (first !== null) return page.classes.has(first);
    const tags = rule.tags[i];
    if (tags.length === 0 || tags.includes("html") || tags.includes("body")) return true;
    return tags.some((t) =>
      t === "input" ? FORM_TAGS.some((f) => page.tags.has(f)) : page.tags.has(t) || t === "svg",
    );
  });
}

/** The stylesheet text for a page with this markup. */
export function criticalCss(sheet: ParsedStylesheet, html: string): string {
  const page = pageVocabulary(html);
  // The rules the page keeps; the custom properties they (and keyframes) read or set, then
  // the theme variables those read.
  const kept = new Set<Node>();
  const used = new Set(page.vars);
  const collect = (nodes: Node[]) => {
    for (const n of nodes) {
      if (n.kind === "group") collect(n.children);
      else if (n.kind === "rule" && !n.declarations && ruleMatches(n, page)) {
        kept.add(n);
        for (const v of n.vars) used.add(v);
      } else if (n.kind === "at") for (const v of n.vars) used.add(v);
    }
  };
  collect(sheet.nodes);
  const queue = [...used];
  while (queue.length > 0) {
    for (const read of sheet.themeReads.get(queue.pop() as string) ?? [])
      if (!used.has(read)) {
        used.add(read);
        queue.push(read);
      }
  }
  const emit = (nodes: Node[]): string => {
    let out = "";
    for (const n of nodes) {
      if (n.kind === "text" || n.kind === "at") out += n.text;
      else if (n.kind === "property") out += used.has(n.name) ? n.text : "";
      else if (n.kind === "group") {
        const inner = emit(n.children);
        if (inner) out += `${n.prelude}{${inner}}`;
      } else if (n.declarations) {
        const declarations = n.declarations.filter((d) => d.name === null || used.has(d.name));
        if (declarations.length > 0) out += `${n.prelude}{${declarations.map((d) => d.text).join(";")}}`;
      } else if (kept.has(n)) out += n.text;
    }
    return out;
  };
  return emit(sheet.nodes);
}
