import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html-escape";

describe("escapeHtml", () => {
  it("turns the four characters that could open or end markup into entities, ampersands first", () => {
    expect(escapeHtml(`<a href="x">Tom & "Jerry"</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &quot;Jerry&quot;&lt;/a&gt;",
    );
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });

  it("leaves every other character as it is, apostrophes and non-Latin text included", () => {
    expect(escapeHtml("Priya's ₹49,999 course — हिंदी")).toBe("Priya's ₹49,999 course — हिंदी");
    expect(escapeHtml("")).toBe("");
  });
});
