import { describe, expect, it } from "vitest";
import { isDataRequestPath, pagePathOf, pageUrlOf } from "./data-request.server";

describe("data requests", () => {
  it("maps each data-request path to the page it stands for (v8 trailing-slash-aware format)", () => {
    expect(pagePathOf("/courses.data")).toBe("/courses");
    expect(pagePathOf("/_.data")).toBe("/");
    expect(pagePathOf("/courses/_.data")).toBe("/courses/");
    expect(pagePathOf("/_root.data")).toBe("/");
    expect(pagePathOf("/courses")).toBe("/courses");
    expect(isDataRequestPath("/staff.data")).toBe(true);
    expect(isDataRequestPath("/staff")).toBe(false);
  });

  it("gives a data request's page address without _routes and index, keeping the page's own query", () => {
    const url = pageUrlOf(new Request("http://x/dashboard/schedule.data?week=2026-12-07&_routes=root"));
    expect(`${url.pathname}${url.search}`).toBe("/dashboard/schedule?week=2026-12-07");
    const post = pageUrlOf(new Request("http://x/_.data?index&_routes=routes%2Fmarketing%2Fhome"));
    expect(`${post.pathname}${post.search}`).toBe("/");
  });

  it("leaves a document request's address as it is", () => {
    expect(pageUrlOf(new Request("http://x/contact?index&sent=1")).href).toBe(
      "http://x/contact?index&sent=1",
    );
  });
});
