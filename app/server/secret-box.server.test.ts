import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv, siteConfigFrom } from "./env.server";
import { checkReadiness } from "./readiness.server";
import { keyFile, seal, unseal } from "./secret-box.server";

describe("sealed secrets (decision 151: nothing secret at rest)", () => {
  it("opens what it sealed, for the same owner only; the sealed text does not contain the secret", () => {
    const sealed = seal("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", "second-factor:user-1");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("JBSWY3DP");
    expect(unseal(sealed, "second-factor:user-1")).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    // Copied onto another account's row, it does not open.
    expect(unseal(sealed, "second-factor:user-2")).toBeNull();
  });

  it("seals the same secret differently each time, and refuses an altered or foreign value", () => {
    const a = seal("secret", "ctx");
    expect(seal("secret", "ctx")).not.toBe(a);
    const [version, iv, body] = a.split(".");
    // One bit of the ciphertext changed (a character swapped in the text could decode to the same bytes).
    const bytes = Buffer.from(body, "base64url");
    bytes[0] ^= 1;
    const flipped = bytes.toString("base64url");
    expect(unseal(`${version}.${iv}.${flipped}`, "ctx")).toBeNull();
    expect(unseal("v2.abc.def", "ctx")).toBeNull();
    expect(unseal("not sealed", "ctx")).toBeNull();
  });

  it("without SESSION_SECRET, keeps its key in DATA_DIR/secret.key, readable by the owner only, made once", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "secret-box-"));
    const first = keyFile(dir);
    expect(first).toHaveLength(32);
    const file = path.join(dir, "secret.key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(keyFile(dir).equals(first)).toBe(true);
    expect(readFileSync(file, "utf8").trim()).toBe(first.toString("base64"));
    writeFileSync(file, "short\n");
    expect(() => keyFile(dir)).toThrow(/does not hold a 32-byte key/);
  });
});

describe("the key's home in a deployment", () => {
  const real = {
    CONTACT_EMAIL: "hello@techpro.in",
    GRIEVANCE_EMAIL: "grievance@techpro.in",
    CONTACT_PHONE: "+91 98450 12345",
    WHATSAPP_NUMBER: "919845012345",
    UPI_ID: "techpro@okicici",
    SITE_URL: "https://www.techpro.in",
    DATABASE_URL: "postgres://u:p@db/techpro",
  };

  it("instances on one PostgreSQL database must share SESSION_SECRET: a deployment without it does not start", () => {
    const without = parseEnv(real);
    expect(() => checkReadiness(without, siteConfigFrom(without), true)).toThrow(/SESSION_SECRET: unset/);
    const withKey = parseEnv({ ...real, SESSION_SECRET: "x".repeat(40) });
    expect(checkReadiness(withKey, siteConfigFrom(withKey), true).placeholders).toEqual([]);
    // The embedded database keeps its key in DATA_DIR; a demo may run without it.
    const embedded = parseEnv({ ...real, DATABASE_URL: "" });
    expect(() => checkReadiness(embedded, siteConfigFrom(embedded), true)).not.toThrow();
    const demo = parseEnv({ ...real, DEMO_MODE: "true" });
    expect(() => checkReadiness(demo, siteConfigFrom(demo), true)).not.toThrow();
  });
});
