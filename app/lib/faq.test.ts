import { describe, expect, it } from "vitest";
import { seededCatalogue } from "../../tests/setup/catalogue-fixture";
import { faqEntries } from "./faq";

const feesAnswer = (onlinePayment?: boolean) =>
  faqEntries(seededCatalogue(), onlinePayment).find((e) => e.answer.startsWith("Course fees:"))!.answer;

describe("the FAQ's fees answer says how to pay", () => {
  it("by UPI, as SPEC.md says, when no payment gateway is set up", () => {
    expect(feesAnswer()).toContain(", paid by UPI on our Buy a Course page.");
  });

  it("online or by UPI when a payment gateway is set up, with every placeholder filled", () => {
    const answer = feesAnswer(true);
    expect(answer).toContain(
      ", paid online (UPI, card or net banking) or by UPI with the QR code on our Buy a Course page.",
    );
    expect(answer).not.toMatch(/\{[\w.]+\}/);
  });
});
