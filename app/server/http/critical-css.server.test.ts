import { describe, expect, it } from "vitest";
import { criticalCss, pageVocabulary, parseStylesheet } from "./critical-css.server";

// Shaped like Tailwind 4's minified output (app/styles/public.css once built).
const SHEET = [
  "/*! tailwindcss v4 | MIT License | https://tailwindcss.com */",
  "@layer properties{@supports (((-webkit-hyphens:none))){*,:before,:after,::backdrop{--tw-translate-x:0;--tw-shadow:0 0 #0000;--tw-border-style:solid}}}",
  "@layer theme{:root,:host{--font-sans:Inter,sans-serif;--default-font-family:var(--font-sans);--color-brand-600:#1a37cf;--color-red-600:#dc2626;--spacing:.25rem;--radius-lg:.5rem}}",
  "@layer base{*,:after,:before{box-sizing:border-box}html,:host{font-family:var(--default-font-family)}table{border-collapse:collapse}code,kbd{font-size:1em}::-webkit-date-and-time-value{min-height:1lh}h1,h2{text-wrap:balance}[hidden]:where(:not([hidden=until-found])){display:none!important}}",
  "@layer utilities{.mt-4{margin-top:calc(var(--spacing)*4)}.translate-x-2{--tw-translate-x:calc(var(--spacing)*2);translate:var(--tw-translate-x)}.bg-brand-600{background-color:var(--color-brand-600)}.text-red-600{color:var(--color-red-600)}.w-1\\/2{width:50%}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}:where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}.group-hover\\:underline:is(:where(.group):hover *){text-decoration-line:underline}@media (width>=40rem){.sm\\:px-4{padding-inline:1rem}.sm\\:hidden{display:none}}@media (width>=96rem){.\\32 xl\\:mt-8{margin-top:2rem}}}",
  '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

const sheet = parseStylesheet(SHEET);
const page = (body: string) => `<!DOCTYPE html><html lang="en-IN"><head></head><body>${body}</body></html>`;

describe("a public page inlines the part of the public stylesheet its markup uses", () => {
  it("keeps the rules of the classes on the page, in the sheet's order, and leaves the others out", () => {
    const css = criticalCss(sheet, page('<p class="mt-4 sm:px-4 bg-brand-600">Learn. Build. Grow.</p>'));
    expect(css).toContain(".mt-4{margin-top:calc(var(--spacing)*4)}");
    expect(css).toContain("@media (width>=40rem){.sm\\:px-4{padding-inline:1rem}}");
    expect(css).not.toContain("sm\\:hidden");
    expect(css).not.toContain("text-red-600");
    // A media query none of whose rules the page uses is gone altogether.
    expect(css).not.toContain("96rem");
    expect(css.indexOf(".mt-4")).toBeLessThan(css.indexOf(".bg-brand-600"));
    expect(css.indexOf(".bg-brand-600")).toBeLessThan(css.indexOf(".sm\\:px-4"));
  });

  it("reads escaped class names as the markup writes them (w-1/2, [&>svg]:size-4, 2xl:mt-8, group-hover)", () => {
    const css = criticalCss(
      sheet,
      page('<div class="w-1/2 [&amp;&gt;svg]:size-4 2xl:mt-8 group-hover:underline space-y-2"></div>'),
    );
    for (const rule of [
      ".w-1\\/2{",
      ".\\[\\&\\>svg\\]\\:size-4>svg{",
      ".\\32 xl\\:mt-8{",
      ".group-hover\\:underline:is(",
      ":where(.space-y-2>",
    ])
      expect(css).toContain(rule);
  });

  it("keeps only the theme variables the kept rules read, and what those read in turn", () => {
    const css = criticalCss(sheet, page('<p class="bg-brand-600">x</p>'));
    expect(css).toContain("--color-brand-600:#1a37cf");
    expect(css).not.toContain("--color-red-600");
    // html reads --default-font-family, which reads --font-sans.
    expect(css).toContain("--default-font-family:var(--font-sans)");
    expect(css).toContain("--font-sans:Inter,sans-serif");
    expect(css).not.toContain("--radius-lg");
  });

  it("keeps a registered property (@property and its fallback) only when a kept rule uses it", () => {
    const without = criticalCss(sheet, page('<p class="mt-4">x</p>'));
    expect(without).not.toContain("@property --tw-translate-x");
    expect(without).not.toContain("--tw-translate-x:0");
    expect(without).not.toContain("--tw-shadow");
    const withIt = criticalCss(sheet, page('<p class="translate-x-2">x</p>'));
    expect(withIt).toContain('@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}');
    expect(withIt).toContain("--tw-translate-x:0");
    expect(withIt).not.toContain("--tw-shadow");
  });

  it("keeps a theme variable a style attribute reads (a progress bar's colour, say)", () => {
    const css = criticalCss(sheet, page('<div style="background:var(--color-red-600)"></div>'));
    expect(css).toContain("--color-red-600:#dc2626");
  });

  it("keeps the base rules for the page's elements and for every element, not those for elements it lacks", () => {
    const css = criticalCss(sheet, page('<h1 class="mt-4">Courses</h1>'));
    expect(css).toContain("*,:after,:before{box-sizing:border-box}");
    expect(css).toContain("[hidden]:where(");
    expect(css).toContain("h1,h2{text-wrap:balance}");
    expect(css).not.toContain("table{");
    expect(css).not.toContain("code,kbd{");
    // Form controls' pseudo-elements go with the form controls.
    expect(css).not.toContain("-webkit-date-and-time-value");
    expect(criticalCss(sheet, page('<input type="date">'))).toContain("::-webkit-date-and-time-value");
    expect(criticalCss(sheet, page("<table></table>"))).toContain("table{border-collapse:collapse}");
  });

  it("keeps the licence comment and keyframes, and gives the whole sheet back for a page using every rule", () => {
    const css = criticalCss(sheet, page("<p></p>"));
    expect(css.startsWith("/*! tailwindcss")).toBe(true);
    expect(css).toContain("@keyframes spin{to{transform:rotate(360deg)}}");
    const everything = page(
      '<h1></h1><table></table><code></code><input><div class="mt-4 translate-x-2 bg-brand-600 text-red-600 w-1/2 [&amp;&gt;svg]:size-4 space-y-2 group-hover:underline sm:px-4 sm:hidden 2xl:mt-8 shadow" style="--radius-lg:1px;box-shadow:var(--tw-shadow);border-style:var(--tw-border-style)"></div>',
    );
    expect(criticalCss(sheet, everything)).toBe(SHEET);
  });

  it("collects a page's classes, elements and custom properties from its markup", () => {
    const vocabulary = pageVocabulary(
      page('<a class="a b  c" href="/"><svg class="lucide"></svg></a><i style="--x:1"></i>'),
    );
    expect([...vocabulary.classes].sort()).toEqual(["a", "b", "c", "lucide"]);
    expect(vocabulary.tags.has("svg") && vocabulary.tags.has("a") && vocabulary.tags.has("body")).toBe(true);
    expect([...vocabulary.vars]).toEqual(["--x"]);
  });
});
