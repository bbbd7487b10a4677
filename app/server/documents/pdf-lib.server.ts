import type * as FontkitModule from "@pdf-lib/fontkit";
import type * as PdfLibModule from "pdf-lib";
import type { Degrees, RGB } from "pdf-lib";

/*
 * pdf-lib and @pdf-lib/fontkit take ~0.4 s to load, and only the certificate and the tax
 * documents use them: they load with the first PDF asked for, not with every start of the
 * server (docs/decisions/194-build-start-and-bench-budgets.md).
 */

type Fontkit = typeof FontkitModule;
type PdfLib = typeof PdfLibModule & { fontkit: Fontkit };

let loading: Promise<PdfLib> | undefined;

/** pdf-lib with fontkit, loaded once. */
export function loadPdfLib(): Promise<PdfLib> {
  loading ??= Promise.all([import("pdf-lib"), import("@pdf-lib/fontkit")]).then(([lib, fontkit]) => ({
    ...lib,
    // A CommonJS module in Node (its exports are `default`), an ES module when bundled.
    fontkit: (fontkit as Fontkit & { default?: Fontkit }).default ?? fontkit,
  }));
  return loading;
}

/** pdf-lib's `rgb()` (a plain object), for colours defined before pdf-lib has loaded. */
export function rgb(red: number, green: number, blue: number): RGB {
  return { type: "RGB", red, green, blue } as unknown as RGB;
}

/** pdf-lib's `degrees()` (a plain object). */
export function degrees(angle: number): Degrees {
  return { type: "degrees", angle } as unknown as Degrees;
}
