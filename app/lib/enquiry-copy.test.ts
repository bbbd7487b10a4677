import { describe, expect, it } from "vitest";
import { enquiryHeading, enquiryIntro } from "./enquiry-copy";
import { ENQUIRY_INTENTS } from "./enquiry";
import { leadKindForIntent } from "./lead-forms";

const none = { course: null, job: null };

describe("enquiry page heading fits the intent", () => {
  it("names the course for Enroll Now on a course page", () => {
    expect(enquiryHeading("enrol", { course: "Azure Cloud", job: null }, "TechPro Academy")).toBe(
      "Enroll in Azure Cloud",
    );
    expect(enquiryHeading("enrol", none, "TechPro Academy")).toBe("Enroll Now");
  });

  it("uses the brand for Join Now, and the SPEC.md button names for the others", () => {
    expect(enquiryHeading("join", none, "TechPro Academy")).toBe("Join TechPro Academy");
    expect(enquiryHeading("request-course", none, "X")).toBe("Request a Course");
    expect(enquiryHeading("request-info", none, "X")).toBe("Request Information");
    expect(enquiryHeading("refer", { course: "Azure Cloud", job: null }, "X")).toBe("Refer a Friend");
  });

  it("names the role and company for a job's Apply Now, and falls back when the job is unknown", () => {
    const job = { role: "Junior Data Analyst", company: "Insightful Analytics" };
    expect(enquiryHeading("apply", { course: null, job }, "X")).toBe(
      "Apply: Junior Data Analyst at Insightful Analytics",
    );
    expect(enquiryHeading("apply", none, "X")).toBe("Apply Now");
  });

  it("has a heading and intro for every intent, without unfilled placeholders", () => {
    for (const intent of ENQUIRY_INTENTS) {
      const text = `${enquiryHeading(intent, { course: "SQL", job: { role: "r", company: "c" } }, "B")} ${enquiryIntro(intent)}`;
      expect(text, intent).not.toMatch(/[{}]/);
    }
  });

  it("states the referral reward of ₹500 (SPEC.md)", () => {
    expect(enquiryIntro("refer")).toContain("₹500");
  });
});

describe("leadKindForIntent", () => {
  it("stores referrals and job applications under their own kind, the rest as enquiries", () => {
    expect(ENQUIRY_INTENTS.map(leadKindForIntent)).toEqual([
      "enquiry",
      "enquiry",
      "enquiry",
      "enquiry",
      "referral",
      "apply",
    ]);
  });
});
