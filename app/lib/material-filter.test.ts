import { describe, expect, it } from "vitest";
import { asMaterialFilter, filterMaterials } from "./material-filter";

const list = [
  {
    title: "Think Python",
    description: "A free textbook",
    module: "Module 1: Python Fundamentals",
    type: "PDF",
  },
  {
    title: "PyCon talks",
    description: "Recorded conference talks",
    module: "Module 4: Testing",
    type: "Video",
  },
  {
    title: "Django tutorial",
    description: "Build the polls app",
    module: "Module 6: Django Basics",
    type: "PPT",
  },
];

describe("materials search and type filter", () => {
  it("matches text case-insensitively in title, description or module", () => {
    expect(filterMaterials(list, "PYTHON", "all").map((m) => m.title)).toEqual(["Think Python"]);
    expect(filterMaterials(list, "polls", "all").map((m) => m.title)).toEqual(["Django tutorial"]);
    expect(filterMaterials(list, "module 4", "all").map((m) => m.title)).toEqual(["PyCon talks"]);
  });
  it("filters by type: all, pdf, video, ppt", () => {
    expect(filterMaterials(list, "", "all")).toHaveLength(3);
    expect(filterMaterials(list, "", "pdf").map((m) => m.type)).toEqual(["PDF"]);
    expect(filterMaterials(list, "", "video").map((m) => m.type)).toEqual(["Video"]);
    expect(filterMaterials(list, "", "ppt").map((m) => m.type)).toEqual(["PPT"]);
  });
  it("combines both, and finds nothing when nothing matches", () => {
    expect(filterMaterials(list, "python", "video")).toEqual([]);
  });
  it("treats an unknown type as all", () => {
    expect(asMaterialFilter("docx")).toBe("all");
    expect(asMaterialFilter("ppt")).toBe("ppt");
  });
});
