import { describe, expect, it, vi } from "vitest";
import { toast, whenToastWanted } from "./toast";

describe("the toast region loads with the first toast", () => {
  it("tells the region when the first toast is asked for, and a region mounted later at once", () => {
    const early = vi.fn();
    whenToastWanted(early);
    expect(early).not.toHaveBeenCalled();
    toast.success("Link Copied!");
    expect(early).toHaveBeenCalledOnce();
    const late = vi.fn();
    whenToastWanted(late);
    expect(late).toHaveBeenCalledOnce();
  });
});
