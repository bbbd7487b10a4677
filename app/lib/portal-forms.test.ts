import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../../tests/support/forms";
import { imageFileProblem } from "./image-upload";
import { doubtSchema } from "./portal-forms";

describe("Ask a Doubt form", () => {
  it("requires title and description after trimming: 'Please fill in both title and description.'", () => {
    const result = doubtSchema.safeParse({ title: "   ", description: "\n\t" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrorsOf(result.error)).toEqual({
        title: "Please fill in both title and description.",
        description: "Please fill in both title and description.",
      });
    }
  });
  it("keeps trimmed text", () => {
    expect(doubtSchema.parse({ title: "  Lists  ", description: " Why? " })).toEqual({
      title: "Lists",
      description: "Why?",
    });
  });
  it("takes image files only, up to 2 MB (the server re-checks the bytes)", () => {
    expect(imageFileProblem(null)).toBeNull();
    expect(imageFileProblem({ size: 1000, type: "image/png" })).toBeNull();
    expect(imageFileProblem({ size: 1000, type: "image/svg+xml" })).toBe(
      "Please attach a PNG, JPEG or WebP image.",
    );
    expect(imageFileProblem({ size: 2 * 1024 * 1024 + 1, type: "image/jpeg" })).toBe(
      "The image is larger than 2 MB. Please choose a smaller image.",
    );
  });
});
