import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, siteConfigFrom } from "./env.server";

function problems(source: Record<string, string>) {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).problems;
  }
  throw new Error("expected parseEnv to throw");
}

describe("environment configuration", () => {
  it("needs nothing set for the embedded default (port 3000, PGlite in ./data)", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
  });

  it("rejects a PORT that is not a number with a message naming PORT", () => {
    expect(problems({ PORT: "abc" }).join("\n")).toMatch(/^PORT: PORT must be a number/m);
  });

  it("rejects a PORT outside 1-65535", () => {
    expect(problems({ PORT: "70000" })).toEqual(["PORT: PORT must be between 1 and 65535"]);
  });

  it("rejects a DATABASE_URL that is not a postgres URL", () => {
    expect(problems({ DATABASE_URL: "mysql://x@y/z" })).toEqual([
      "DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// URL",
    ]);
  });

  it("lists every bad variable at once", () => {
    expect(problems({ PORT: "0", DATABASE_URL: "nope", SITE_URL: "not a url" })).toHaveLength(3);
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("accepts postgres:// and postgresql:// URLs", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u:p@127.0.0.1:5432/db" }).DATABASE_URL).toBe(
      "postgres://u:p@127.0.0.1:5432/db",
    );
    expect(parseEnv({ DATABASE_URL: "postgresql://h/db" }).DATABASE_URL).toBe("postgresql://h/db");
  });
});

describe("site configuration (PRODUCT.md item 11)", () => {
  it("defaults are harmless placeholders: example.com e-mail, a +91 number of zeros, a non-existent UPI handle", () => {
    const site = siteConfigFrom(parseEnv({}));
    expect(site.email).toMatch(/@example\.com$/);
    expect(site.phone.replace(/\D/g, "")).toMatch(/^910+$/);
    expect(site.upiId).toMatch(/@example-upi$/);
    expect(site.externalFormUrl).toBeNull();
    expect(site.siteUrl).toBe("http://localhost:3000");
  });

  it("offers online payment only when the gateway's three settings are set", () => {
    expect(siteConfigFrom(parseEnv({})).onlinePayment).toBe(false);
    const gateway = {
      RAZORPAY_KEY_ID: "rzp_test_abc",
      RAZORPAY_KEY_SECRET: "secret",
      RAZORPAY_WEBHOOK_SECRET: "hook",
    };
    expect(siteConfigFrom(parseEnv(gateway)).onlinePayment).toBe(true);
  });

  it("each business detail can be overridden by the environment", () => {
    const site = siteConfigFrom(
      parseEnv({
        BRAND_NAME: "Acme Skills",
        CONTACT_EMAIL: "admissions@acme.test",
        CONTACT_PHONE: "+91 98765 43210",
        UPI_ID: "acme@okbank",
        EXTERNAL_FORM_URL: "https://forms.example.org/enrol",
        SITE_URL: "https://acme.test/",
      }),
    );
    expect(site).toMatchObject({
      brandName: "Acme Skills",
      email: "admissions@acme.test",
      phone: "+91 98765 43210",
      upiId: "acme@okbank",
      upiPayeeName: "Acme Skills",
      externalFormUrl: "https://forms.example.org/enrol",
      siteUrl: "https://acme.test",
    });
  });

  it("rejects a malformed UPI id with a clear message", () => {
    expect(() => siteConfigFrom(parseEnv({ UPI_ID: "not-a-upi-id" }))).toThrow(/site config upiId/);
  });
});
