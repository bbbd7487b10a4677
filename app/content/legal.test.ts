import { describe, expect, it } from "vitest";
import { privacyPolicy, termsOfService } from "./legal";
import { legalDocumentSchema } from "./legal-schema";

describe("legal documents", () => {
  it.each([
    ["Privacy Policy", privacyPolicy],
    ["Terms of Service", termsOfService],
  ])("%s is complete: title, ISO date, intro, sections with unique ids and text", (title, doc) => {
    expect(doc.title).toBe(title);
    expect(() => legalDocumentSchema.parse(doc)).not.toThrow();
  });

  it("rejects a document whose section ids repeat", () => {
    const broken = { ...privacyPolicy, sections: [privacyPolicy.sections[0], privacyPolicy.sections[0]] };
    expect(legalDocumentSchema.safeParse(broken).success).toBe(false);
  });
});
