import { describe, expect, it } from "vitest";
import { homeFor, safeRedirect } from "./safe-redirect";

describe("redirect after login accepts only same-site relative paths", () => {
  it("keeps a portal path with its query", () => {
    expect(safeRedirect("/dashboard/exams?tab=completed", "/dashboard")).toBe(
      "/dashboard/exams?tab=completed",
    );
  });
  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "dashboard",
    "/\tdashboard",
    "",
    undefined,
    "/login",
    "/signup?x=1",
  ])("falls back for %j", (to) => {
    expect(safeRedirect(to, "/dashboard")).toBe("/dashboard");
  });
  it("sends staff to /staff and students to /dashboard, never into the other's area", () => {
    expect(homeFor("staff", undefined)).toBe("/staff");
    expect(homeFor("staff", "/dashboard/doubts")).toBe("/staff");
    expect(homeFor("staff", "/uploads/abc")).toBe("/uploads/abc");
    expect(homeFor("student", "/staff")).toBe("/dashboard");
    expect(homeFor("student", "/dashboard/profile")).toBe("/dashboard/profile");
    expect(homeFor("student", "https://evil.example")).toBe("/dashboard");
  });
});
