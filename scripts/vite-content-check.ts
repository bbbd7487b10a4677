// Vite plugin: validates the marketing content (app/content) with its Zod
// schemas when a build or the dev server starts, so a broken course, home,
// mindset or about entry fails the build with a message naming the field.
// The schema module is loaded with tsx at build start (not imported here),
// so the Vite config itself stays free of the content's import graph.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import type { Plugin } from "vite";
import type { contentErrors as ContentErrors } from "../app/content/content-schema.ts";

export function contentCheck(): Plugin {
  let root = process.cwd();
  return {
    name: "techpro:content-check",
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const file = pathToFileURL(path.join(root, "app/content/content-schema.ts")).href;
      const { contentErrors } = (await tsImport(file, import.meta.url)) as {
        contentErrors: typeof ContentErrors;
      };
      const errors = contentErrors();
      if (errors.length > 0) {
        this.error(`Marketing content is invalid:\n  - ${errors.join("\n  - ")}`);
      }
    },
  };
}
