import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ENQUIRY_INTENTS } from "./enquiry";
import {
  contactSchema,
  enquirySchema,
  FIELD_LIMITS,
  FORM_MESSAGES,
  parseEnquiryIntent,
  subscribeSchema,
} from "./lead-forms";

const validContact = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "",
  subject: "Enrollment",
  message: "When does the next Python batch start?",
};

function contactErrors(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

describe("contactSchema (SPEC.md 'Validation rules', contact form)", () => {
  it("accepts a complete message with no phone number", () => {
    expect(contactSchema.parse(validContact)).toMatchObject({ name: "Asha Rao", subject: "Enrollment" });
  });

  it("rejects a 1-character name with 'Name must be at least 2 characters.'", () => {
    expect(contactErrors({ ...validContact, name: "A" }).name).toEqual([
      "Name must be at least 2 characters.",
    ]);
  });

  it("counts a name of spaces as empty", () => {
    expect(contactErrors({ ...validContact, name: "   " }).name).toEqual([FORM_MESSAGES.nameMin]);
  });

  it("rejects a missing name with 'Name must be at least 2 characters.'", () => {
    const { name: _name, ...rest } = validContact;
    expect(contactErrors(rest).name).toEqual(["Name must be at least 2 characters."]);
  });

  it.each(["", "asha", "asha@", "@example.com", "asha example.com", "asha@@example.com"])(
    "rejects the e-mail %j with 'Please enter a valid email address.'",
    (email) => {
      expect(contactErrors({ ...validContact, email }).email).toEqual([
        "Please enter a valid email address.",
      ]);
    },
  );

  it("rejects an empty subject (the 'Select a subject' placeholder) with 'Please select a subject.'", () => {
    expect(contactErrors({ ...validContact, subject: "" }).subject).toEqual(["Please select a subject."]);
  });

  it("rejects a subject that is not one of the five choices with 'Please select a subject.'", () => {
    expect(contactErrors({ ...validContact, subject: "Refund" }).subject).toEqual([
      "Please select a subject.",
    ]);
  });

  it.each(["Course Information", "Enrollment", "Payment", "Career Services", "Other"])(
    "accepts the subject %j",
    (subject) => {
      expect(contactSchema.safeParse({ ...validContact, subject }).success).toBe(true);
    },
  );

  it("rejects a 9-character message with 'Message must be at least 10 characters.'", () => {
    expect(contactErrors({ ...validContact, message: "123456789" }).message).toEqual([
      "Message must be at least 10 characters.",
    ]);
  });

  it("accepts a message of exactly 10 characters and a name of exactly 2", () => {
    expect(contactSchema.safeParse({ ...validContact, name: "Al", message: "1234567890" }).success).toBe(
      true,
    );
  });

  it("treats phone as optional with no format rule", () => {
    expect(contactSchema.safeParse({ ...validContact, phone: undefined }).success).toBe(true);
    expect(contactSchema.safeParse({ ...validContact, phone: "call me after 6" }).success).toBe(true);
  });

  it("reports every broken field at once", () => {
    expect(Object.keys(contactErrors({}))).toEqual(["name", "email", "subject", "message"]);
  });

  it("limits every field's length", () => {
    expect(contactErrors({ ...validContact, name: "a".repeat(101) }).name).toEqual([FORM_MESSAGES.nameMax]);
    expect(contactErrors({ ...validContact, phone: "9".repeat(31) }).phone).toEqual([FORM_MESSAGES.phoneMax]);
    expect(contactErrors({ ...validContact, message: "m".repeat(5001) }).message).toEqual([
      "Message must be at most 5,000 characters.",
    ]);
    expect(contactErrors({ ...validContact, email: `${"a".repeat(250)}@example.com` }).email).toEqual([
      FORM_MESSAGES.email,
    ]);
  });

  it("strips NUL and control characters, and line breaks from single-line fields", () => {
    const value = contactSchema.parse({
      ...validContact,
      name: "Asha\r\nBcc: x@evil.example\u0000",
      message: "Line one\u0000\r\nLine two is here",
    });
    expect(value.name).toBe("Asha Bcc: x@evil.example");
    expect(value.message).toBe("Line one\nLine two is here");
  });

  it("trims the e-mail address", () => {
    expect(contactSchema.parse({ ...validContact, email: "  asha@example.com " }).email).toBe(
      "asha@example.com",
    );
  });
});

describe("enquirySchema", () => {
  const valid = { intent: "enrol", name: "Ravi Kumar", email: "ravi@example.com" };

  it("needs only a name and an e-mail to enrol", () => {
    expect(enquirySchema("enrol").parse(valid)).toMatchObject({ intent: "enrol", name: "Ravi Kumar" });
  });

  it("accepts a known course id and rejects an unknown one", () => {
    expect(enquirySchema("enrol").parse({ ...valid, course: "azure-cloud" }).course).toBe("azure-cloud");
    const bad = enquirySchema("enrol").safeParse({ ...valid, course: "cobol" });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([FORM_MESSAGES.course]);
  });

  it("checks a phone number's shape when one is given", () => {
    expect(enquirySchema("enrol").safeParse({ ...valid, phone: "+91 98765 43210" }).success).toBe(true);
    expect(enquirySchema("enrol").safeParse({ ...valid, phone: "" }).success).toBe(true);
    const bad = enquirySchema("enrol").safeParse({ ...valid, phone: "call me" });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([FORM_MESSAGES.phoneFormat]);
    expect(enquirySchema("enrol").safeParse({ ...valid, phone: "12345" }).success).toBe(false);
  });

  it("requires referral details for a referral and the wanted course for a course request", () => {
    const refer = enquirySchema("refer").safeParse({ ...valid, intent: "refer" });
    expect(refer.error?.issues.map((i) => i.message)).toEqual([FORM_MESSAGES.referral]);
    const request = enquirySchema("request-course").safeParse({
      ...valid,
      intent: "request-course",
      message: "Go",
    });
    expect(request.error?.issues.map((i) => i.message)).toEqual([FORM_MESSAGES.courseRequest]);
    expect(
      enquirySchema("refer").safeParse({
        ...valid,
        intent: "refer",
        message: "I was referred by Priya Sharma",
      }).success,
    ).toBe(true);
  });

  it("ignores an over-long job id rather than failing the form", () => {
    expect(
      enquirySchema("apply").parse({ ...valid, intent: "apply", job: "j".repeat(500) }).job,
    ).toBeUndefined();
  });

  it("parses an unknown intent as enrol", () => {
    expect(parseEnquiryIntent("apply")).toBe("apply");
    expect(parseEnquiryIntent("hack")).toBe("enrol");
    expect(parseEnquiryIntent(undefined)).toBe("enrol");
  });
});

describe("subscribeSchema", () => {
  it("accepts a valid e-mail and rejects an invalid one with 'Please enter a valid email address.'", () => {
    expect(subscribeSchema.parse({ email: "reader@example.com" })).toEqual({ email: "reader@example.com" });
    expect(subscribeSchema.safeParse({ email: "reader" }).error?.issues[0]?.message).toBe(
      "Please enter a valid email address.",
    );
  });
});

describe("the schemas under fuzzing (1,000 runs each)", () => {
  const anyValue = fc.oneof(
    fc.string({ unit: "binary", maxLength: 80 }),
    fc.integer({ min: 0, max: 7000 }).map((n) => "\u0000x\r\n".repeat(n)),
    fc.anything(),
  );
  const anyInput = fc.dictionary(
    fc.constantFrom("name", "email", "phone", "subject", "message", "course", "intent", "job"),
    anyValue,
  );
  const schemas = [
    ["contact", contactSchema],
    ["subscribe", subscribeSchema],
    ...ENQUIRY_INTENTS.map((intent) => [`enquiry (${intent})`, enquirySchema(intent)] as const),
  ] as const;

  it.each(schemas)(
    "%s: never throws, and what it accepts fits the limits and holds no control characters",
    (_, schema) => {
      fc.assert(
        fc.property(anyInput, (input) => {
          const result = schema.safeParse(input);
          if (!result.success) return;
          for (const [field, value] of Object.entries(result.data as Record<string, unknown>)) {
            if (typeof value !== "string") continue;
            const limit = FIELD_LIMITS[field as keyof typeof FIELD_LIMITS] ?? 100;
            expect(value.length, field).toBeLessThanOrEqual(limit);
            // eslint-disable-next-line no-control-regex
            expect(value, field).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
          }
        }),
        { numRuns: 1000 },
      );
    },
  );
});
