import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "./env.server";

/*
 * Secrets the server must read back (a staff member's TOTP secret) are kept
 * sealed with AES-256-GCM under a key that is not in the database
 * (docs/decisions/151-second-factor-secrets-at-rest.md): a copy of the
 * database alone cannot make anyone's codes.
 *
 * The key comes from SESSION_SECRET (shared by every instance) or, when it is
 * unset, from DATA_DIR/secret.key, made once with owner-only permissions (the
 * embedded database: one process owns DATA_DIR). A deployment on DATABASE_URL
 * must set SESSION_SECRET (readiness.server.ts); tests use a key per process.
 */

const VERSION = "v1";
let cachedKey: Buffer | undefined;

function masterSecret(): Buffer {
  const configured = env().SESSION_SECRET;
  if (configured) return Buffer.from(configured, "utf8");
  if (process.env.NODE_ENV === "test") {
    // One key per test process, shared by every copy of this module (a test may load the app twice).
    const shared = globalThis as { secretBoxTestKey?: Buffer };
    shared.secretBoxTestKey ??= randomBytes(32);
    return shared.secretBoxTestKey;
  }
  return keyFile(env().DATA_DIR);
}

/** DATA_DIR/secret.key: read, or made once (owner-only) when missing. */
export function keyFile(dataDir: string): Buffer {
  const file = path.resolve(dataDir, "secret.key");
  const read = () => {
    const found = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
    if (found.length < 32)
      throw new Error(`${file} does not hold a 32-byte key (base64): restore it from a backup`);
    return found;
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const made = randomBytes(32);
  try {
    // "wx": never overwrite a key another start wrote a moment ago.
    writeFileSync(file, `${made.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return read();
  }
}

/** The sealing key: HKDF-SHA256 of the master secret, for this one purpose. */
function key(): Buffer {
  cachedKey ??= Buffer.from(hkdfSync("sha256", masterSecret(), "secret-box", "sealed secrets v1", 32));
  return cachedKey;
}

/**
 * Seals `plain`, bound to `context` (e.g. the owner's user id): a sealed value
 * copied onto another row does not open there.
 */
export function seal(plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString("base64url")}.${body.toString("base64url")}`;
}

/** The sealed value, or null when it does not open (another key, another context, altered). */
export function unseal(sealed: string, context: string): string | null {
  const [version, iv, body] = sealed.split(".");
  if (version !== VERSION || !iv || !body) return null;
  try {
    const bytes = Buffer.from(body, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
