import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { directLucideImports, lucideIconFiles } from "./vite-lucide-imports";

const lucide = path.dirname(createRequire(import.meta.url).resolve("lucide-react/package.json"));
const files = lucideIconFiles(readFileSync(path.join(lucide, "dist/esm/lucide-react.mjs"), "utf8"));

describe("lucide icons imported one module each (the builds skip lucide's barrel)", () => {
  it("maps every icon name and alias the barrel exports to an icon module that exists", () => {
    expect(files.size).toBeGreaterThan(2000);
    expect(files.get("MessageCircle")).toBe("message-circle");
    // Aliases and the Icon/Lucide spellings name the same module.
    expect(files.get("CheckCircle2")).toBe(files.get("CircleCheck"));
    expect(files.get("LucideMail")).toBe("mail");
    expect(files.get("MailIcon")).toBe("mail");
    for (const file of new Set(files.values()))
      expect(existsSync(path.join(lucide, "dist/esm/icons", `${file}.mjs`))).toBe(true);
    // What is not an icon stays with the barrel.
    expect(files.has("createLucideIcon")).toBe(false);
    expect(files.has("icons")).toBe(false);
  });

  it("rewrites a named import of icons, keeping local names", () => {
    const code =
      'import { Check, Copy as CopyIcon } from "lucide-react";\nexport const a = [Check, CopyIcon];';
    expect(directLucideImports(code, files)).toBe(
      'import Check from "lucide-react/icons/check";import CopyIcon from "lucide-react/icons/copy";\nexport const a = [Check, CopyIcon];',
    );
  });

  it("leaves an import alone when one of its names is not an icon, and code without lucide", () => {
    expect(directLucideImports('import { Check, createLucideIcon } from "lucide-react";', files)).toBeNull();
    expect(directLucideImports('import { useState } from "react";', files)).toBeNull();
  });

  it("maps every icon the app imports (no page falls back to the barrel)", () => {
    const names = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name))
          for (const m of readFileSync(full, "utf8").matchAll(
            /import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g,
          ))
            for (const spec of m[1].split(",")) {
              const name = spec
                .trim()
                .replace(/^type\s+.*/, "")
                .split(/\s+as\s+/)[0];
              if (name) names.add(name);
            }
      }
    };
    walk(new URL("../app", import.meta.url).pathname);
    const unmapped = [...names].filter((n) => !files.has(n) && n !== "LucideIcon");
    expect(unmapped).toEqual([]);
    expect(names.size).toBeGreaterThan(50);
  });
});
