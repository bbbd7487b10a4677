import proxyaddr from "proxy-addr";
import { z } from "zod";
import { defaultSiteConfig, type SiteConfig } from "~/content/site";
import { siteConfigSchema } from "~/content/site-schema";
import { isValidGstin } from "~/lib/gst";
import path from "node:path";
import { type BackupSchedule, DEFAULT_BACKUP_EVERY, parseBackupEvery } from "~/lib/backup-schedule";

/** TRUST_PROXY as http/client-address.server.ts uses it. false: no proxy (X-Forwarded-* ignored); a number: that many proxies in front; a list: proxies' addresses or ranges. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: "false"/"0" (no proxy), "true" (one proxy, the usual load
 * balancer), a hop count ("2"), or trusted addresses and ranges
 * ("10.0.0.0/8, 192.168.1.7", and proxy-addr's names "loopback",
 * "linklocal", "uniquelocal"). Throws on a value that is none of these.
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  proxyaddr.compile(list); // throws on an invalid address or range
  return list;
}

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "PORT must be a number" })
    .int("PORT must be a whole number")
    .min(1, "PORT must be between 1 and 65535")
    .max(65535, "PORT must be between 1 and 65535")
    .default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, "DATABASE_URL must be a postgres:// or postgresql:// URL")
        .optional(),
    )
    .optional(),
  DATA_DIR: z.string().default("./data"),
  /** Backups of the embedded database (app/server/backup/); unset = DATA_DIR/backups. */
  BACKUP_DIR: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  BACKUP_EVERY: z
    .string()
    .default(DEFAULT_BACKUP_EVERY)
    .transform((v, ctx): BackupSchedule => {
      const schedule = parseBackupEvery(v);
      if (schedule) return schedule;
      ctx.addIssue({
        code: "custom",
        message: 'BACKUP_EVERY must be "daily@HH:MM" (India time), an interval from "5m" to "168h", or "off"',
      });
      return z.NEVER;
    }),
  /** Leads with no activity for this many days are deleted (privacy page, app/server/retention.server.ts). */
  LEAD_RETENTION_DAYS: z.coerce
    .number({ error: "LEAD_RETENTION_DAYS must be a number" })
    .int("LEAD_RETENTION_DAYS must be a whole number of days")
    .min(30, "LEAD_RETENTION_DAYS must be at least 30")
    .max(3650, "LEAD_RETENTION_DAYS must be at most 3650")
    .default(730),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  SITE_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  SMTP_FROM: z.string().optional(),
  STAFF_NOTIFY_EMAIL: z.email().optional(),
  /** See client-address.server.ts: false, "true" (one proxy), a hop count, or trusted ranges. */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((v, ctx): TrustProxy => {
      try {
        return parseTrustProxy(v);
      } catch {
        ctx.addIssue({
          code: "custom",
          message:
            'TRUST_PROXY must be "false", "true" (one proxy), a number of proxies, or their addresses/ranges (e.g. "10.0.0.0/8")',
        });
        return z.NEVER;
      }
    }),
  /** A demo may run in production with the placeholder business details (readiness.server.ts). */
  DEMO_MODE: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Seconds anonymous visitors' pages are kept (server.ts, page-cache.server.ts); 0 turns the cache off. */
  PAGE_CACHE_SECONDS: z.coerce
    .number({ error: "PAGE_CACHE_SECONDS must be a number" })
    .min(0, "PAGE_CACHE_SECONDS must be 0 or more")
    .max(300, "PAGE_CACHE_SECONDS must be at most 300")
    .default(2),
  BRAND_NAME: z.string().optional(),
  CONTACT_EMAIL: z.email().optional(),
  CONTACT_PHONE: z.string().optional(),
  WHATSAPP_NUMBER: z.string().optional(),
  UPI_ID: z.string().optional(),
  UPI_PAYEE_NAME: z.string().optional(),
  EXTERNAL_FORM_URL: optionalUrl,
  /** The grievance officer's e-mail (DPDP Act 2023) on the privacy page. */
  GRIEVANCE_EMAIL: z.email("GRIEVANCE_EMAIL must be an e-mail address").optional(),
  SOCIAL_LINKEDIN: optionalUrl,
  SOCIAL_INSTAGRAM: optionalUrl,
  SOCIAL_YOUTUBE: optionalUrl,
  /** Razorpay (docs/decisions/160-payment-gateway.md): all three, or none (the site then takes UPI-QR only). */
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  /** Where the Razorpay client and Checkout's script are fetched from (a test stand-in or a proxy). */
  RAZORPAY_API_URL: optionalUrl,
  /** Registered under GST: receipts become tax invoices (docs/decisions/162). */
  GSTIN: optionalText.pipe(
    z
      .string()
      .refine(
        isValidGstin,
        "GSTIN must be a valid 15-character GSTIN (e.g. 29ABCDE1234F1Z5) of a known state",
      )
      .optional(),
  ),
  /** The supplier's legal name and registered address as on the GST registration. */
  LEGAL_NAME: optionalText,
  BUSINESS_ADDRESS: optionalText,
});

const RAZORPAY_KEYS = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;

/** The payment gateway's three settings are all there (the site then takes online payments). */
export function gatewaySettingsSet(e: Partial<Pick<Env, (typeof RAZORPAY_KEYS)[number]>>): boolean {
  return RAZORPAY_KEYS.every((k) => Boolean(e[k]));
}

/** Settings that only make sense together. */
const checkedEnvSchema = envSchema.superRefine((v, ctx) => {
  const set = RAZORPAY_KEYS.filter((k) => v[k]);
  if (set.length > 0 && set.length < RAZORPAY_KEYS.length) {
    for (const key of RAZORPAY_KEYS.filter((k) => !v[k])) {
      ctx.addIssue({
        code: "custom",
        path: [key],
        message: `${key} is needed too: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together, or none of them`,
      });
    }
  }
  if (v.GSTIN) {
    for (const key of ["LEGAL_NAME", "BUSINESS_ADDRESS"] as const) {
      if (!v[key]) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `${key} is needed with GSTIN: a tax invoice shows the supplier's legal name and registered address`,
        });
      }
    }
  }
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses an environment; throws EnvError listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`));
  }
  return result.data;
}

/** The site configuration: defaults from app/content/site.ts, overridden by env. */
export function siteConfigFrom(env: Env): SiteConfig {
  const d = defaultSiteConfig;
  const merged = {
    ...d,
    brandName: env.BRAND_NAME ?? d.brandName,
    email: env.CONTACT_EMAIL ?? d.email,
    grievanceEmail: env.GRIEVANCE_EMAIL ?? d.grievanceEmail,
    phone: env.CONTACT_PHONE ?? d.phone,
    whatsappNumber: env.WHATSAPP_NUMBER ?? d.whatsappNumber,
    upiId: env.UPI_ID ?? d.upiId,
    upiPayeeName: env.UPI_PAYEE_NAME ?? env.BRAND_NAME ?? d.upiPayeeName,
    externalFormUrl: env.EXTERNAL_FORM_URL ?? d.externalFormUrl,
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    social: {
      linkedin: env.SOCIAL_LINKEDIN ?? d.social.linkedin,
      instagram: env.SOCIAL_INSTAGRAM ?? d.social.instagram,
      youtube: env.SOCIAL_YOUTUBE ?? d.social.youtube,
    },
    onlinePayment: gatewaySettingsSet(env),
  };
  const checked = siteConfigSchema.safeParse(merged);
  if (!checked.success) {
    throw new EnvError(checked.error.issues.map((i) => `site config ${i.path.join(".")}: ${i.message}`));
  }
  return checked.data;
}

/** Where backups go: BACKUP_DIR, or a backups folder in the data directory. */
export function backupDirOf(env: Pick<Env, "BACKUP_DIR" | "DATA_DIR">): string {
  return path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"));
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

let cachedSite: SiteConfig | undefined;
export function siteConfig(): SiteConfig {
  cachedSite ??= siteConfigFrom(env());
  return cachedSite;
}

/** Tests that change process.env (gateway settings, GSTIN) read it again. */
export function resetEnvForTests() {
  cached = undefined;
  cachedSite = undefined;
}
