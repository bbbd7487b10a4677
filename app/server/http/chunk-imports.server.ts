import type { ImportsOf } from "./content-first.server";

/** One leading static import of a built (minified) ES module: `import{a as b}from"./x.js";`, `import"./y.js";`. */
const LEADING_IMPORT = /\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?"([^"]+)";?/y;

/** Vite's first line in a file with dynamic imports (their preload list), before its imports. */
const PRELOAD_LIST = /^const __vite__mapDeps=[^\n]*\n/;

/** The modules a built script file imports statically, as root-relative URLs, from its leading import statements. */
export function staticImports(href: string, code: string): string[] {
  const found: string[] = [];
  LEADING_IMPORT.lastIndex = PRELOAD_LIST.exec(code)?.[0].length ?? 0;
  for (let m = LEADING_IMPORT.exec(code); m; m = LEADING_IMPORT.exec(code)) {
    found.push(new URL(m[1], `http://site${href}`).pathname);
  }
  return found;
}

/**
 * `ImportsOf` for the client build: each file read once (`read(href)` gives its text) and
 * remembered; a file that cannot be read imports nothing (the bootstrap then keeps React
 * Router's order for it).
 */
export function clientChunkImports(read: (href: string) => string): ImportsOf {
  const known = new Map<string, readonly string[]>();
  return (href) => {
    let imports = known.get(href);
    if (!imports) {
      try {
        imports = staticImports(href, read(href));
      } catch {
        imports = [];
      }
      known.set(href, imports);
    }
    return imports;
  };
}
