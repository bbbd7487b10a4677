import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { LegalDocument } from "~/components/layout/legal-document";
import { privacyPolicy } from "~/content/legal";
import { GATEWAY_SETTINGS, setSettings, unsetGatewaySettings } from "../../../tests/support/gateway-settings";
import { loader } from "./privacy";

afterEach(unsetGatewaySettings);

const page = () =>
  renderToString(
    <LegalDocument
      doc={privacyPolicy}
      site={{ brandName: "TechPro", email: "hi@example.com", values: loader() }}
    />,
  );

describe("privacy policy: the payment gateway (issue 24)", () => {
  it("names Razorpay as the processor of online payments when they are set up", () => {
    setSettings(GATEWAY_SETTINGS);
    const html = page();
    expect(html).toContain("you pay in Razorpay&#x27;s payment window");
    expect(html).toContain("Razorpay, our payment gateway, when you choose to pay online");
    expect(html).not.toMatch(/\{[A-Za-z]+\}/);
  });

  it("says nothing of a gateway, and leaves no empty paragraph or bullet, without its settings", () => {
    const html = page();
    expect(html).not.toContain("Razorpay");
    expect(html).not.toMatch(/<p class="mt-4"><\/p>|<li class="pl-1"><\/li>/);
    expect(html).not.toMatch(/\{[A-Za-z]+\}/);
  });
});
