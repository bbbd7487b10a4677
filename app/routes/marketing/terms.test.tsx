import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { LegalDocument } from "~/components/layout/legal-document";
import { termsOfService } from "~/content/legal";
import { GATEWAY_SETTINGS, setSettings, unsetGatewaySettings } from "../../../tests/support/gateway-settings";
import { loader } from "./terms";

afterEach(unsetGatewaySettings);

const page = () =>
  renderToString(
    <LegalDocument
      doc={termsOfService}
      site={{ brandName: "TechPro", email: "hi@example.com", values: loader() }}
    />,
  );

describe("terms of service: paying online (issue 24)", () => {
  it("describes paying through Razorpay and its refunds when online payments are set up", () => {
    setSettings(GATEWAY_SETTINGS);
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
