// Gateway (and GST) settings for tests that exercise online payments: set in
// process.env for the test file, and read again by env() (resetEnvForTests).
import { afterAll, beforeAll } from "vitest";
import { resetEnvForTests } from "../../app/server/env.server";

export const TEST_GATEWAY = {
  keyId: "rzp_test_StandIn0001",
  keySecret: "stand-in-key-secret-0123456789",
  webhookSecret: "stand-in-webhook-secret-9876543210",
};

/** A GSTIN of Karnataka (29) with a correct check character. */
export const TEST_GSTIN = "29AAGCT1234M1Z2";

export function setSettings(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
}

/** The three Razorpay settings that switch online payments on. */
export const GATEWAY_SETTINGS = {
  RAZORPAY_KEY_ID: TEST_GATEWAY.keyId,
  RAZORPAY_KEY_SECRET: TEST_GATEWAY.keySecret,
  RAZORPAY_WEBHOOK_SECRET: TEST_GATEWAY.webhookSecret,
};

/** Online payments off again (the three settings removed). */
export function unsetGatewaySettings() {
  setSettings(Object.fromEntries(Object.keys(GATEWAY_SETTINGS).map((k) => [k, undefined])));
}

/** The Razorpay settings (and any extra ones) for this test file. */
export function withGatewaySettings(extra: Record<string, string> = {}, apiUrl?: () => string) {
  const values = () => ({
    ...GATEWAY_SETTINGS,
    ...(apiUrl ? { RAZORPAY_API_URL: apiUrl() } : {}),
    ...extra,
  });
  beforeAll(() => setSettings(values()));
  afterAll(() => setSettings(Object.fromEntries(Object.keys(values()).map((k) => [k, undefined]))));
}
