import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { installAdvice, outOfDatePackages } from "../../scripts/install-check.mjs";

function project(locked: Record<string, object>, installed: Record<string, object> | null) {
  const dir = mkdtempSync(path.join(tmpdir(), "install-check-"));
  writeFileSync(path.join(dir, "package-lock.json"), JSON.stringify({ packages: { "": {}, ...locked } }));
  if (installed) {
    mkdirSync(path.join(dir, "node_modules"));
    writeFileSync(
      path.join(dir, "node_modules", ".package-lock.json"),
      JSON.stringify({ packages: installed }),
    );
  }
  return dir;
}

describe("the install check before typecheck, tests and builds", () => {
  it("names the packages a pull added (or changed) that node_modules lacks, and says to run npm install", () => {
    const dir = project(
      {
        "node_modules/zod": { version: "4.1.0" },
        "node_modules/yazl": { version: "3.3.1" },
        "node_modules/pdf-lib": { version: "1.17.1" },
        "node_modules/a/node_modules/b": { version: "2.0.0" },
      },
      { "node_modules/zod": { version: "4.0.0" }, "node_modules/a/node_modules/b": { version: "2.0.0" } },
    );
    expect(outOfDatePackages(dir)).toEqual(["zod", "yazl", "pdf-lib"]);
    expect(installAdvice(dir)).toBe(
      "node_modules does not match package-lock.json (zod, yazl, pdf-lib). Run `npm install` first.",
    );
  });

  it("counts everything as missing before the first install, and ignores optional platform packages", () => {
    const dir = project(
      {
        "node_modules/zod": { version: "4.1.0" },
        "node_modules/@esbuild/darwin-arm64": { version: "0.25.0", optional: true },
      },
      null,
    );
    expect(outOfDatePackages(dir)).toEqual(["zod"]);
  });

  it("passes this checkout, installed from its own lockfile", () => {
    expect(installAdvice(".")).toBeNull();
  });
});
