import { describe, expect, it } from "vitest";
import {
  MAX_IMAGE_UPLOAD_BYTES as MAX_SCREENSHOT_BYTES,
  IMAGE_WRONG_TYPE as SCREENSHOT_NOT_IMAGE,
  IMAGE_TOO_LARGE as SCREENSHOT_TOO_LARGE,
} from "~/lib/image-upload";
import { newOrderId, ORDER_ID_PATTERN } from "./payments.server";
import { checkImageUpload, MAX_IMAGE_BYTES } from "./uploads.server";

describe("order ids", () => {
  it("are ORD + the India date + 6 unambiguous characters, letters and digits only", () => {
    // 20:00 UTC on 24 Nov is already 25 Nov in India.
    const id = newOrderId(new Date("2026-11-24T20:00:00Z"));
    expect(id).toMatch(/^ORD261125[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(id).toMatch(ORDER_ID_PATTERN);
    expect(id.slice(9)).not.toMatch(/[ILOU]/);
  });

  // That a repeated draw never makes two orders share an id: order-ids.server.test.ts.
});

describe("the browser's screenshot checks match the server's", () => {
  it("use the same 2 MB limit and messages as image uploads", async () => {
    expect(MAX_SCREENSHOT_BYTES).toBe(MAX_IMAGE_BYTES);
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "a.png");
    expect(await checkImageUpload(big)).toEqual({ ok: false, message: SCREENSHOT_TOO_LARGE });
    expect(await checkImageUpload(new File(["hello"], "a.png"))).toEqual({
      ok: false,
      message: SCREENSHOT_NOT_IMAGE,
    });
  });
});
