import { describe, expect, it } from "vitest";
import { doubtReplySchema, jobOpeningSchema, leadFilterQuery, parseLeadFilter } from "./staff-forms";

describe("lead filter (the inbox's query string)", () => {
  it("reads kind, status, dates and search text", () => {
    const filter = parseLeadFilter(
      new URLSearchParams("kind=referral&status=new&from=2026-01-01&to=2026-01-31&q=%20python%20"),
    );
    expect(filter).toEqual({
      kind: "referral",
      status: "new",
      from: "2026-01-01",
      to: "2026-01-31",
      q: "python",
    });
  });

  it("ignores unknown or malformed values instead of failing", () => {
    const filter = parseLeadFilter(new URLSearchParams("kind=spam&status=&from=2026-02-30&to=yesterday&q="));
    expect(filter).toEqual({
      kind: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
    });
  });

  it("writes the same filter back as a query string, with extras such as the page", () => {
    expect(leadFilterQuery({ kind: "chat", q: "a&b" }, { page: 2 })).toBe("?kind=chat&q=a%26b&page=2");
    expect(leadFilterQuery({})).toBe("");
  });
});

describe("doubt reply", () => {
  it("needs at least 10 characters after trimming", () => {
    expect(doubtReplySchema.safeParse({ reply: "  too short " }).success).toBe(false);
    expect(doubtReplySchema.parse({ reply: "  Restart the kernel.  " })).toEqual({
      reply: "Restart the kernel.",
    });
  });
});

describe("job opening", () => {
  const base = {
    role: "Java Developer",
    company: "Acme Retail",
    location: "Bengaluru",
    packageMinLpa: 5,
    packageMaxLpa: 8,
    experience: "Freshers",
    description: "Build Spring Boot services for the order pipeline with the platform team.",
    requirements: "Java 17\r\n* Spring Boot\n• SQL",
    applyUrl: "https://careers.example.com/acme/java",
    validThrough: "2099-12-31",
  };

  it("splits requirements into lines, dropping bullets and blanks", () => {
    expect(jobOpeningSchema.parse(base).requirements).toEqual(["Java 17", "Spring Boot", "SQL"]);
  });

  it("defaults to unpublished with no 'why choose us' text", () => {
    expect(jobOpeningSchema.parse(base)).toMatchObject({ published: false, whyChoose: "" });
  });

  it("rejects a package range that runs backwards", () => {
    const result = jobOpeningSchema.safeParse({ ...base, packageMinLpa: 9, packageMaxLpa: 4 });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["packageMaxLpa", "The maximum package must be at least the minimum."],
    ]);
  });

  it("rejects more than 20 requirements", () => {
    const requirements = Array.from({ length: 21 }, (_, i) => `Skill ${i}`).join("\n");
    expect(jobOpeningSchema.safeParse({ ...base, requirements }).error?.issues[0].message).toBe(
      "List at most 20 requirements.",
    );
  });
});
