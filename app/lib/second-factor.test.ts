import { describe, expect, it } from "vitest";
import {
  asAppCode,
  confirmAppSchema,
  formatRecoveryCode,
  groupSecret,
  isRecoveryCode,
  normalizeRecoveryCode,
  signInCodeSchema,
} from "./second-factor";

describe("second-factor codes", () => {
  it("reads a 6-digit app code with or without the space some apps show", () => {
    expect(asAppCode("123456")).toBe("123456");
    expect(asAppCode(" 123 456 ")).toBe("123456");
    expect(asAppCode("12345")).toBeNull();
    expect(asAppCode("12345a")).toBeNull();
  });

  it("prints recovery codes in groups of four and reads them back whatever the case, spaces or hyphens", () => {
    const code = "4k7mq2xa9zc3hp0v";
    expect(formatRecoveryCode(code)).toBe("4k7m-q2xa-9zc3-hp0v");
    expect(normalizeRecoveryCode("4K7M Q2XA-9ZC3 HP0V")).toBe(code);
    expect(isRecoveryCode("4k7m-q2xa-9zc3-hp0v")).toBe(true);
    // Letters people read as digits: O is 0, I and L are 1.
    expect(normalizeRecoveryCode("4k7m-q2xa-9zc3-hpOv")).toBe(code);
    expect(isRecoveryCode("4k7m-q2xa-9zc3")).toBe(false);
    expect(isRecoveryCode("4k7m-q2xa-9zc3-hp0u")).toBe(false);
  });

  it("groups the key to type into an app in fours", () => {
    expect(groupSecret("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
  });

  it("the sign-in step takes an app code or a recovery code, and says what it wants otherwise", () => {
    expect(signInCodeSchema.safeParse({ code: "123456" }).success).toBe(true);
    expect(signInCodeSchema.safeParse({ code: "4k7m-q2xa-9zc3-hp0v" }).success).toBe(true);
    const empty = signInCodeSchema.safeParse({ code: "" });
    expect(empty.error?.issues[0].message).toBe("Please enter the 6-digit code from your authenticator app.");
    const bad = signInCodeSchema.safeParse({ code: "12ab" });
    expect(bad.error?.issues[0].message).toMatch(/or a recovery code \(16 letters and digits\)\.$/);
  });

  it("setting up an app takes only a code from the app", () => {
    expect(confirmAppSchema.safeParse({ code: "654321" }).success).toBe(true);
    expect(confirmAppSchema.safeParse({ code: "4k7m-q2xa-9zc3-hp0v" }).error?.issues[0].message).toBe(
      "Enter the 6-digit code your authenticator app shows now.",
    );
  });
});
