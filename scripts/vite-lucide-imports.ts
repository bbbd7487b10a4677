// `import { Check, Copy } from "lucide-react"` becomes one import per icon module
// (`lucide-react/icons/check`, ...), in the builds only. Through the barrel, Vite and the bundler
// loaded, transformed and then tree-shook all of lucide's ~2,400 icon modules in both builds:
// 2,400 of the client build's 2,808 modules, each through every plugin (docs/decisions/194).
// The icons, and so the pages, are the same; an import this cannot map (a name the barrel does
// not export as an icon) is left as it is.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/** Every icon name (and alias) the barrel exports -> the icon module's file name, without .mjs. */
export function lucideIconFiles(barrelSource: string): Map<string, string> {
  const files = new Map<string, string>();
  const exportLine = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+)\.mjs'/g;
  for (const [, names, file] of barrelSource.matchAll(exportLine)) {
    for (const spec of names.split(",")) {
      const m = /^\s*default\s+as\s+([\w$]+)\s*$/.exec(spec);
      if (m) files.set(m[1], file);
    }
  }
  return files;
}

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])lucide-react\2;?/g;

/** The code with its lucide-react barrel imports made direct, or null when nothing changed. */
export function directLucideImports(code: string, files: Map<string, string>): string | null {
  let changed = false;
  const out = code.replace(BARREL_IMPORT, (whole, specs: string) => {
    const parts = specs
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => /^([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(s));
    if (parts.some((p) => !p || !files.has(p[1]))) return whole;
    changed = true;
    return parts
      .map((p) => `import ${p?.[2] ?? p?.[1]} from "lucide-react/icons/${files.get(p?.[1] ?? "")}";`)
      .join("");
  });
  return changed ? out : null;
}

export function lucideImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: "techpro:lucide-imports",
    apply: "build",
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: "lucide-react" },
      handler(code) {
        if (!files) {
          const require = createRequire(import.meta.url);
          const pkg = path.dirname(require.resolve("lucide-react/package.json"));
          files = lucideIconFiles(readFileSync(path.join(pkg, "dist/esm/lucide-react.mjs"), "utf8"));
        }
        const out = directLucideImports(code, files);
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}
