import { describe, expect, it } from "vitest";
import { clientChunkImports, staticImports } from "./chunk-imports.server";

describe("a built script file's static imports", () => {
  it("reads the leading imports of a minified module, after Vite's preload list, as root-relative URLs", () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/toaster-T.js"])))=>i.map(i=>d[i]);\n' +
      'import{r as e}from"./rolldown-runtime-R.js";import{S as t,T as n}from"./framework-F.js";import"./side-S.js";import*as z from"./zod-Z.js";' +
      'var a=1;const s="import{x}from\\"./not-an-import.js\\"";';
    expect(staticImports("/assets/root-B.js", code)).toEqual([
      "/assets/rolldown-runtime-R.js",
      "/assets/framework-F.js",
      "/assets/side-S.js",
      "/assets/zod-Z.js",
    ]);
  });

  it("finds none in a file without imports", () => {
    expect(staticImports("/assets/runtime-R.js", "var e=Object.create;export{e as t};")).toEqual([]);
  });

  it("reads each file once, and a file it cannot read imports nothing", () => {
    const reads: string[] = [];
    const importsOf = clientChunkImports((href) => {
      reads.push(href);
      if (href.includes("missing")) throw new Error("ENOENT");
      return 'import{a}from"./framework-F.js";';
    });
    expect(importsOf("/assets/home-H.js")).toEqual(["/assets/framework-F.js"]);
    expect(importsOf("/assets/home-H.js")).toEqual(["/assets/framework-F.js"]);
    expect(importsOf("/assets/missing-M.js")).toEqual([]);
    expect(reads).toEqual(["/assets/home-H.js", "/assets/missing-M.js"]);
  });
});
