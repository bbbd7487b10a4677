import { describe, expect, it } from "vitest";
import { enquiryTarget, referralUrl } from "./enquiry";

describe("where Enroll Now / Join Now / Request a Course / Request Information / Refer Now / Apply Now go", () => {
  it("opens the on-site enquiry page with the intent, course and job pre-filled by default", () => {
    expect(enquiryTarget(null, { intent: "enrol", course: "azure-cloud" })).toEqual({
      href: "/enrol?intent=enrol&course=azure-cloud",
      external: false,
    });
    expect(enquiryTarget(undefined, { intent: "apply", job: "data-analyst-1" }).href).toBe(
      "/enrol?intent=apply&job=data-analyst-1",
    );
  });

  it("opens the configured external form instead (in a new tab: external)", () => {
    expect(enquiryTarget("https://forms.example.com/enrol", { intent: "join" })).toEqual({
      href: "https://forms.example.com/enrol",
      external: true,
    });
  });

  it("makes the shared referral link absolute", () => {
    expect(referralUrl({ externalFormUrl: null, siteUrl: "https://www.example.com" })).toBe(
      "https://www.example.com/enrol?intent=refer",
    );
  });
});
