import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { LegalDocument } from "~/components/layout/legal-document";
import { termsOfService } from "~/content/legal";
import { setSettings, TEST_GATEWAY } from "../../../tests/support/gateway-settings";
import { loader } from "./terms";

const GATEWAY = {
  RAZORPAY_KEY_ID: TEST_GATEWAY.keyId,
  RAZORPAY_KEY_SECRET: TEST_GATEWAY.keySecret,
  RAZORPAY_WEBHOOK_SECRET: TEST_GATEWAY.webhookSecret,
};
afterEach(() => setSettings(Object.fromEntries(Object.keys(GATEWAY).map((k) => [k, undefined]))));

const page = () =>
  renderToString(
    <LegalDocument
      doc={termsOfService}
      site={{ brandName: "TechPro", email: "hi@example.com", values: loader() }}
    />,
  );

describe("terms of service: paying online (issue 24)", () => {
  it("describes paying through Razorpay and its refunds when online payments are set up", () => {
    setSettings(GATEWAY);
    const html = page();
    expect(html).toContain("you may pay through Razorpay, our payment gateway, instead");
    expect(html).toContain("Your order is confirmed as soon as Razorpay confirms the payment");
    expect(html).toContain(
      "is refunded through Razorpay to the card, bank account or UPI account it came from",
    );
    expect(html).not.toMatch(/\{[A-Za-z]+\}/);
  });

  it("speaks of UPI only, with no empty paragraph, without its settings", () => {
    const html = page();
    expect(html).not.toContain("Razorpay");
    expect(html).toContain("Payment is made by UPI");
    expect(html).not.toMatch(/<p class="mt-4"><\/p>/);
    expect(html).not.toMatch(/\{[A-Za-z]+\}/);
  });
});
