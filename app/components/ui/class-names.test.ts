import { describe, expect, it } from "vitest";
import { badgeVariants } from "./badge";
import { buttonVariants, SOLID_BUTTON_VARIANTS } from "./button";
import { cx } from "./class-names";
import { mergeClasses } from "./cn";

// Public pages join class names without tailwind-merge (decision 193): a shared primitive's own
// classes must never set one property twice, or which one wins would depend on the stylesheet.
const BUTTON_VARIANTS = [...SOLID_BUTTON_VARIANTS, "link"] as const;
const BUTTON_SIZES = ["sm", "md", "lg", "icon"] as const;
const BADGE_VARIANTS = ["default", "secondary", "success", "danger", "info", "warning", "outline"] as const;
const BADGE_SIZES = ["sm", "md", "lg", "note"] as const;

describe("class names without tailwind-merge", () => {
  it("every button variant and size joins to classes tailwind-merge would leave as they are", () => {
    for (const variant of BUTTON_VARIANTS)
      for (const size of BUTTON_SIZES) {
        const classes = buttonVariants({ variant, size });
        expect(mergeClasses(classes), `${variant} ${size}`).toBe(classes);
      }
  });

  it("every badge variant and size joins to classes tailwind-merge would leave as they are", () => {
    for (const variant of BADGE_VARIANTS)
      for (const size of BADGE_SIZES) {
        const classes = badgeVariants({ variant, size });
        expect(mergeClasses(classes), `${variant} ${size}`).toBe(classes);
      }
  });

  it("a link-styled button has no box: no minimum height or padding of the sizes", () => {
    const link = buttonVariants({ variant: "link", size: "lg" }).split(" ");
    expect(link).toEqual(expect.arrayContaining(["min-h-0", "p-0", "text-lg"]));
    expect(link).not.toContain("min-h-12");
    expect(link).not.toContain("px-7");
  });

  it("cx joins what is truthy, in order, and merges nothing", () => {
    expect(cx("px-4", false, undefined, ["py-2", { "px-6": true, hidden: false }])).toBe("px-4 py-2 px-6");
  });
});
