import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "../env.server";
import { clientAddress } from "./client-address.server";

describe("TRUST_PROXY", () => {
  it("reads off, one proxy, a hop count and trusted ranges; refuses nonsense", () => {
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("true")).toBe(1);
    expect(parseTrustProxy("3")).toBe(3);
    expect(parseTrustProxy("10.0.0.0/8, loopback")).toEqual(["10.0.0.0/8", "loopback"]);
    expect(() => parseTrustProxy("yes please")).toThrow();
  });
});

describe("clientAddress", () => {
  it("ignores X-Forwarded-For without a trusted proxy", () => {
    expect(clientAddress("198.51.100.1", "6.6.6.6", false)).toBe("198.51.100.1");
  });

  it("takes the right-most address not added by a trusted proxy, whatever the client wrote on the left", () => {
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", "203.0.113.9", 1)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.7", 2)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.7", ["10.0.0.0/8"])).toBe("203.0.113.9");
  });

  it("does not trust a forwarded header from an address outside the trusted ranges", () => {
    expect(clientAddress("198.51.100.5", "6.6.6.6", ["10.0.0.0/8"])).toBe("198.51.100.5");
  });
});
