import { describe, expect, it } from "vitest";
import { checkImageUpload, sniffImageType } from "./uploads.server";

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const webp = new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 ");

describe("image uploads are checked by content, not by name", () => {
  it("recognises PNG, JPEG and WebP by their first bytes", () => {
    expect(sniffImageType(png)).toBe("image/png");
    expect(sniffImageType(jpeg)).toBe("image/jpeg");
    expect(sniffImageType(webp)).toBe("image/webp");
  });

  it("rejects SVG and HTML even when named .png", async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "a.svg", { type: "image/svg+xml" });
    const html = new File(["<html><script>alert(1)</script></html>"], "photo.png", { type: "image/png" });
    expect(await checkImageUpload(svg)).toEqual({
      ok: false,
      message: "Please attach a PNG, JPEG or WebP image.",
    });
    expect(await checkImageUpload(html)).toEqual({
      ok: false,
      message: "Please attach a PNG, JPEG or WebP image.",
    });
  });

  it("rejects an image over 2 MB", async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png);
    const result = await checkImageUpload(new File([big], "big.png", { type: "image/png" }));
    expect(result).toEqual({
      ok: false,
      message: "The image is larger than 2 MB. Please choose a smaller image.",
    });
  });

  it("treats an empty file input as no attachment", async () => {
    expect(await checkImageUpload(new File([], "", { type: "application/octet-stream" }))).toBeNull();
    expect(await checkImageUpload(null)).toBeNull();
  });

  it("accepts a real PNG at exactly 2 MB", async () => {
    const exact = new Uint8Array(2 * 1024 * 1024);
    exact.set(png);
    const result = await checkImageUpload(new File([exact], "ok.png"));
    expect(result).toMatchObject({ ok: true, contentType: "image/png" });
  });
});
